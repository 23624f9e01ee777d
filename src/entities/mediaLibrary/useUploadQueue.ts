import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CreateUploadDocument } from '../../gql-docs';
import type { MediaFileInput } from '../../gql/graphql';
import { M } from '../../validation';
import { putFile, UploadHttpError } from '../../framework/fields/putFile';

export type UploadStatus = 'uploading' | 'saving' | 'done' | 'failed';
type Message = { id: string; values?: Record<string, string | number> };

export interface UploadJob {
  key: string;
  name: string;
  /** 0 to 100. */
  percent: number;
  status: UploadStatus;
  /** Why it failed, as a catalog message (type not accepted, too large…). */
  error?: Message;
}

const MiB = 1024 * 1024;
// Limits are sent in bytes; people think in megabytes.
const tooLarge = (maxBytes: unknown): Message => ({ id: 'widgets.upload.tooLarge', values: { max: Math.round((Number(maxBytes) / MiB) * 10) / 10 } });
const DONE_SHOWN_MS = 1500;
let sequence = 0;

/** A refused ticket or PUT as the message the user reads. */
function failureOf(error: unknown, contentType: string, maxBytes: number): Message {
  if (error instanceof UploadHttpError) {
    const byStatus: Record<number, Message> = { 413: tooLarge(maxBytes), 415: { id: M.uploadType, values: { type: contentType } }, 410: { id: 'widgets.upload.expired' }, 507: { id: 'errors.notSaved' } };
    return byStatus[error.status] ?? { id: 'widgets.upload.failed' };
  }
  if (error && typeof error === 'object' && 'id' in error) return error as Message;
  return { id: 'widgets.upload.failed' };
}

/**
 * Uploads several files at once into a folder, each with its own progress, cancel and error:
 * a ticket from `createUpload` (which refuses a type or size the server does not take), the bytes
 * PUT with progress, then `attach` stores the file in the folder.
 */
export function useUploadQueue(attach: (folderId: string, file: MediaFileInput) => Promise<unknown>) {
  const [createUpload] = useMutation(CreateUploadDocument);
  const [jobs, setJobs] = useState<UploadJob[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const running = controllers.current;
    const pending = timers.current;
    return () => {
      running.forEach((controller) => controller.abort());
      pending.forEach(clearTimeout);
    };
  }, []);

  const update = useCallback((key: string, change: Partial<UploadJob>) => setJobs((all) => all.map((job) => (job.key === key ? { ...job, ...change } : job))), []);
  const remove = useCallback((key: string) => setJobs((all) => all.filter((job) => job.key !== key)), []);

  const uploadOne = useCallback(
    async (folderId: string, file: File, key: string) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const contentType = file.type || 'application/octet-stream';
      let maxBytes = 0;
      try {
        const { data } = await createUpload({ variables: { filename: file.name, contentType, sizeBytes: file.size } });
        const ticket = data?.createUpload.upload;
        if (!ticket) {
          const first = data?.createUpload.userErrors[0];
          const values = (first?.values ?? undefined) as Message['values'];
          throw first?.message === M.uploadTooLarge ? tooLarge(values?.max) : { id: first?.message ?? 'widgets.upload.failed', values };
        }
        maxBytes = ticket.maxBytes;
        const stored = await putFile(ticket.uploadUrl, file, contentType, (fraction) => update(key, { percent: Math.round(fraction * 100) }), controller.signal);
        if (controller.signal.aborted) return;
        update(key, { status: 'saving', percent: 100 });
        await attach(folderId, { name: file.name, url: stored ?? ticket.fileUrl, mimeType: contentType, sizeBytes: file.size });
        update(key, { status: 'done' });
        // A full bar stays a moment, so a quick upload is seen to finish rather than vanish.
        const timer = setTimeout(() => (timers.current.delete(timer), remove(key)), DONE_SHOWN_MS);
        timers.current.add(timer);
      } catch (error) {
        if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        update(key, { status: 'failed', error: failureOf(error, contentType, maxBytes) });
      } finally {
        controllers.current.delete(key);
      }
    },
    [createUpload, attach, update, remove],
  );

  /** Starts one upload per file, all at once. */
  const add = useCallback(
    (folderId: string, files: File[]) => {
      const added = files.map((file) => ({ file, job: { key: `u${(sequence += 1)}`, name: file.name, percent: 0, status: 'uploading' as const } }));
      setJobs((all) => [...all, ...added.map(({ job }) => job)]);
      for (const { file, job } of added) void uploadOne(folderId, file, job.key);
    },
    [uploadOne],
  );

  /** Stops an upload under way and takes it off the list; a failed one is just dismissed. */
  const cancel = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      remove(key);
    },
    [remove],
  );

  return { jobs, add, cancel };
}
