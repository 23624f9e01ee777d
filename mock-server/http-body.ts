import type { IncomingMessage, ServerResponse } from 'node:http';

export type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: 'tooLarge' };

/**
 * Most bytes of a refused body read and thrown away so that the refusal reaches the client.
 * Beyond this the connection is closed instead (the client then sees a reset, not a 413).
 */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

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
 * Reads what is left of a request body and drops it; true once the body has ended. A client
 * still sending when the answer comes and the socket closes gets a reset (EPIPE) and never sees
 * the answer, so a refusal waits for the body first, up to `maxBytes` more.
 */
export function drain(req: IncomingMessage, maxBytes = DRAIN_MAX_BYTES): Promise<boolean> {
  if (req.readableEnded) return Promise.resolve(true);
  if (req.destroyed) return Promise.resolve(false);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let size = 0;
    const settle = (ended: boolean) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        settle(false);
      }
    };
    const onEnd = () => settle(true);
    const onClose = () => settle(req.readableEnded);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
    req.resume();
  });
}

/**
 * Answers a request whose body will not be used (too large, wrong type, spent URL) once the body
 * has been read and dropped, so the client gets the status rather than a reset. A body beyond
 * DRAIN_MAX_BYTES is not waited for: the answer goes out and the connection is closed.
 */
export async function refuseBody(req: IncomingMessage, res: ServerResponse, status: number, payload: unknown): Promise<void> {
  if (await drain(req)) {
    sendJson(res, status, payload);
    return;
  }
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
