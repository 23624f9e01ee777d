import type { IncomingMessage, ServerResponse } from 'node:http';

export type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: 'tooLarge' };

/**
 * Buffers a request body but never more than `maxBytes`: a declared Content-Length over the
 * cap is refused before reading, and a streamed body is cut off at the first byte too many.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ ok: false, reason: 'tooLarge' });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off('data', onData);
        req.pause();
        resolve({ ok: false, reason: 'tooLarge' });
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve({ ok: true, body: Buffer.concat(chunks, size) }));
    req.once('error', reject);
    // A client that disconnects mid-body gets no answer; settle so nothing waits forever.
    req.once('close', () => reject(new Error('Request closed before its body was complete')));
  });
}

/**
 * Answers and then drops the connection: after refusing a body we stop reading it, so the
 * socket cannot be reused for another request.
 */
export function refuseBody(res: ServerResponse, status: number, payload: unknown): void {
  res.shouldKeepAlive = false;
  sendJson(res, status, payload, { connection: 'close' });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  payload: unknown,
  headers: Record<string, string> = {},
): void {
  const body = JSON.stringify(payload);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}
