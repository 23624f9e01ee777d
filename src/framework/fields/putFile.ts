/**
 * The byte transfer of every upload (upload fields, the media library's queue, the avatar): a PUT
 * to the one-time URL `createUpload` gave.
 */

/** Refused by the upload URL; `status` says why (413 too large, 415 wrong type, 410 expired; 0 network). */
export class UploadHttpError extends Error {
  constructor(readonly status: number) {
    super(`Upload failed with HTTP ${status}`);
  }
}

/**
 * PUTs the bytes with XMLHttpRequest, because fetch cannot report upload progress. `onProgress`
 * gets 0 to 1 (1 once the server took the bytes); `signal` cancels, and the promise then rejects
 * with an AbortError. Resolves the stored URL when the server names one.
 *
 * @example const stored = await putFile(ticket.uploadUrl, file, file.type, setFraction, controller.signal)
 */
export function putFile(url: string, file: Blob, contentType: string, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    // The server checks the announced content type against the one the ticket was asked for.
    xhr.setRequestHeader('Content-Type', contentType);
    // A listener (not onprogress) registered before send(): only then do browsers report upload progress.
    xhr.upload.addEventListener('progress', (event) => event.lengthComputable && event.total > 0 && onProgress(event.loaded / event.total));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new UploadHttpError(xhr.status));
      onProgress(1);
      try {
        resolve((JSON.parse(xhr.responseText) as { fileUrl?: string }).fileUrl ?? null);
      } catch {
        resolve(null);
      }
    };
    xhr.onerror = () => reject(new UploadHttpError(0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
