import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CreateUploadDocument } from '../../gql-docs';
import { putFile } from '../../framework/fields/putFile';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'failed'; messageId: string; values?: Record<string, unknown> };

const asValues = (values: unknown) => (values && typeof values === 'object' ? (values as Record<string, unknown>) : undefined);

/**
 * Uploads one file through `createUpload` and a PUT with progress; resolves to the file URL to
 * store, or null when the server refused, the upload failed or a newer file replaced it.
 */
export function useAvatarUpload() {
  const [createUpload] = useMutation(CreateUploadDocument);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  // Leaving the page abandons an upload in flight rather than updating an unmounted form.
  useEffect(() => () => current.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ status: 'uploading', progress: 0 });
      try {
        const { data } = await createUpload({ variables: { filename: file.name, contentType: file.type, sizeBytes: file.size } });
        const payload = data?.createUpload;
        const refusal = payload?.userErrors[0];
        if (refusal || !payload?.upload) {
          setState({ status: 'failed', messageId: refusal?.message ?? 'account.avatar.failed', values: asValues(refusal?.values) });
          return null;
        }
        await putFile(payload.upload.uploadUrl, file, file.type, (progress) => setState({ status: 'uploading', progress }), controller.signal);
        if (controller.signal.aborted) return null;
        setState({ status: 'idle' });
        return payload.upload.fileUrl;
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed', messageId: 'account.avatar.failed' });
        return null;
      }
    },
    [createUpload],
  );

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, upload, reset };
}
