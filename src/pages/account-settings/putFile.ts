/**
 * PUTs a file to a one-time upload URL (the presigned-URL pattern of `createUpload`). Uses
 * XMLHttpRequest because fetch cannot report upload progress.
 *
 * @example await putFile(upload.uploadUrl, file, (fraction) => setProgress(fraction), controller.signal)
 */
export function putFile(url: string, file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    // The mock server checks the announced content type against the one asked for.
    xhr.setRequestHeader('content-type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`Upload failed with ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
