/** Refused by the upload URL; `status` says why (413 too large, 415 wrong type, 410 expired). */
export class UploadHttpError extends Error {
  constructor(readonly status: number) {
    super(`Upload failed with HTTP ${status}`);
  }
}

/**
 * PUTs a file to a one-time upload URL from `createUpload`. XMLHttpRequest, because fetch cannot
 * report upload progress; `signal` cancels it (the promise then rejects with an AbortError).
 */
export function putFile(url: string, file: Blob, contentType: string, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    // A listener registered before send(): only then do browsers report upload progress.
    xhr.upload.addEventListener('progress', (event) => event.lengthComputable && event.total > 0 && onProgress(event.loaded / event.total));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new UploadHttpError(xhr.status));
      try {
        resolve((JSON.parse(xhr.responseText) as { fileUrl?: string }).fileUrl ?? null);
      } catch {
        resolve(null);
      }
    };
    xhr.onerror = () => reject(new UploadHttpError(0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (signal.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
