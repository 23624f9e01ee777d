/** The byte transfer of an upload: a PUT to the one-time URL `createUpload` gave. */

export class UploadHttpError extends Error {
  constructor(readonly status: number) {
    super(`Upload failed with HTTP ${status}`);
  }
}

/** PUTs the bytes with XMLHttpRequest: fetch cannot report upload progress. Resolves the stored URL. */
export function putFile(url: string, file: File, contentType: string, onProgress: (percent: number) => void, xhr = new XMLHttpRequest()) {
  return new Promise<string | null>((resolve, reject) => {
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    // A listener (not onprogress) registered before send(): only then do browsers report upload progress.
    xhr.upload.addEventListener('progress', (event) => event.lengthComputable && onProgress((event.loaded / event.total) * 100));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(new UploadHttpError(xhr.status));
      onProgress(100);
      try {
        resolve((JSON.parse(xhr.responseText) as { fileUrl?: string }).fileUrl ?? null);
      } catch {
        resolve(null);
      }
    };
    xhr.onerror = () => reject(new UploadHttpError(0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(file);
  });
}
