import { FieldNotes } from './FieldNotes';
import { useMutation } from '@apollo/client/react';
import { IconCloudUpload, IconReplace, IconTrash, IconX } from '@tabler/icons-react';
import { useField } from 'formik';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { CreateUploadDocument } from '../../gql-docs';
import { ActionButton } from '../../ui/kit/ActionButton';
import { Button } from '../../ui/kit/Button';
import { DropZone, DropZoneMessage, FileTrigger } from '../../ui/kit/DropZone';
import { ProgressBar } from '../../ui/kit/Progress';
import { M } from '../../validation';
import { FileLink, FilePreview, type FileKind } from '../display/FilePreview';
import { messageText } from '../display/messageText';
import { isHttpUrl } from '../display/safeUrls';
import { putFile, UploadHttpError } from './putFile';
import { UploadLinkInput } from './UploadLinkInput';
import './fields.css';

export interface UploadFieldProps {
  name: string;
  label: string;
  isReadOnly: boolean;
  description?: string;
  accept?: FileKind;
  /** False: the stored file is shown by its name only, for a form that previews it elsewhere. */
  preview?: boolean;
  /** True: "or paste a link" under the drop zone stores a file kept elsewhere by its address. */
  link?: boolean;
}

type Message = { id: string; values?: Record<string, string | number> };
const MiB = 1024 * 1024;
const CONTENT_TYPES: Record<FileKind, string[] | undefined> = { image: ['image/*'], audio: ['audio/*'], video: ['video/*'], file: undefined };
const accepts = (accept: FileKind, type: string) => accept === 'file' || type.startsWith(`${accept}/`);
// Limits are sent in bytes; people think in megabytes.
const tooLarge = (maxBytes: unknown): Message => ({ id: 'widgets.upload.tooLarge', values: { max: Math.round((Number(maxBytes) / MiB) * 10) / 10 } });

/**
 * A file or image field: pick or drop a file, get a one-time URL from `createUpload`, PUT the
 * bytes with real progress, keep the returned file URL as the Formik value (null when removed).
 */
export default function UploadField({ name, label, isReadOnly, description, accept = 'file', preview = true, link = false }: UploadFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [field, meta, helpers] = useField<string | null>(name);
  const [createUpload] = useMutation(CreateUploadDocument);
  const [progress, setProgress] = useState<{ name: string; percent: number; done?: boolean } | null>(null);
  const [failure, setFailure] = useState<Message | null>(null);
  const [kind, setKind] = useState<FileKind>(accept);
  // A link being typed: the input stays (and keeps its text) until it is left, even once it reads as a URL.
  const [linkText, setLinkText] = useState<string | null>(null);
  // With a link input, only an address is a stored file; other text is a link typed wrong, kept
  // in the input with its error.
  const hasFile = link ? isHttpUrl(field.value) && linkText === null : Boolean(field.value);
  // The upload under way: cancel works while the ticket is asked for and while bytes are sent.
  const job = useRef<AbortController | null>(null);
  const cancel = () => job.current?.abort();
  const doneTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => (cancel(), clearTimeout(doneTimer.current)), []);

  const upload = async (file: File | undefined) => {
    if (!file || job.current) return;
    clearTimeout(doneTimer.current);
    setFailure(null);
    setLinkText(null);
    void helpers.setTouched(true, false);
    const contentType = file.type || 'application/octet-stream';
    if (!accepts(accept, contentType)) return setFailure({ id: M.uploadType, values: { type: contentType } });
    setProgress({ name: file.name, percent: 0 });
    let maxBytes = 0;
    let done = false;
    const current = (job.current = new AbortController());
    try {
      const { data } = await createUpload({ variables: { filename: file.name, contentType, sizeBytes: file.size } });
      const ticket = data?.createUpload.upload;
      if (!ticket) {
        const first = data?.createUpload.userErrors[0];
        const values = (first?.values ?? undefined) as Record<string, string | number> | undefined;
        throw first?.message === M.uploadTooLarge ? tooLarge(values?.max) : { id: first?.message ?? 'widgets.upload.failed', values };
      }
      if (current.signal.aborted) return;
      maxBytes = ticket.maxBytes;
      const stored = await putFile(ticket.uploadUrl, file, contentType, (fraction) => setProgress({ name: file.name, percent: fraction * 100 }), current.signal);
      setKind(accept !== 'file' ? accept : (['image', 'audio', 'video'].find((k) => contentType.startsWith(`${k}/`)) as FileKind) ?? 'file');
      await helpers.setValue(stored ?? ticket.fileUrl);
      done = true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (error instanceof UploadHttpError) {
        const byStatus: Record<number, Message> = { 413: tooLarge(maxBytes), 415: { id: M.uploadType, values: { type: contentType } }, 410: { id: 'widgets.upload.expired' }, 404: { id: 'widgets.upload.expired' }, 507: { id: 'errors.notSaved' } };
        setFailure(byStatus[error.status] ?? { id: 'widgets.upload.failed' });
      } else if (error && typeof error === 'object' && 'id' in error) setFailure(error as Message);
      else setFailure({ id: 'widgets.upload.failed' });
    } finally {
      job.current = null;
      // A full bar stays a moment, so a quick upload is seen to finish rather than just vanish.
      setProgress(done ? { name: file.name, percent: 100, done } : null);
      if (done) doneTimer.current = setTimeout(() => setProgress(null), 1500);
    }
  };

  const onDrop = async (items: { kind: string; getFile?: () => Promise<File> }[]) => {
    const item = items.find((entry) => entry.kind === 'file');
    if (item?.getFile) await upload(await item.getFile());
  };

  const error = failure ? messageText(intl, failure) : meta.touched ? messageText(intl, meta.error) : undefined;
  const chooseLabel = intl.formatMessage({ id: `widgets.upload.choose.${accept}` });
  const trigger = (button: ReactElement) => (
    <FileTrigger acceptedFileTypes={CONTENT_TYPES[accept]} onSelect={(files) => void upload(files?.[0])}>
      {button}
    </FileTrigger>
  );
  const stored = preview ? <FilePreview url={field.value} kind={kind} title={label} /> : <FileLink url={field.value} />;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : description ? `${id}-description` : undefined}
      className="field-stack"
    >
      <div id={`${id}-label`} className="field-label">
        {label}
      </div>
      {isReadOnly ? (
        stored
      ) : (
        <DropZone isFilled={hasFile} replaceMessage={intl.formatMessage({ id: 'widgets.upload.drop' })} onDrop={(event) => void onDrop(event.items)} aria-label={label}>
          {hasFile ? (
            stored
          ) : (
            // The drop zone is named by this heading; level 2, right under the screen's title (Spectrum's h3 skipped a level).
            <DropZoneMessage icon={<IconCloudUpload size={40} stroke={1.25} aria-hidden />} heading={intl.formatMessage({ id: 'widgets.upload.drop' })} level={2}>
              {trigger(
                <Button variant="primary" isDisabled={Boolean(progress && !progress.done)}>
                  {chooseLabel}
                </Button>,
              )}
            </DropZoneMessage>
          )}
        </DropZone>
      )}
      {progress && (
        <div className="upload-field__progress">
          <ProgressBar
            className="upload-field__bar"
            label={intl.formatMessage({ id: progress.done ? 'widgets.upload.done' : 'widgets.upload.progress' }, { name: progress.name })}
            value={progress.percent}
            showValueLabel
          />
          {!progress.done && (
            <ActionButton isQuiet aria-label={intl.formatMessage({ id: 'widgets.upload.cancel' })} onPress={cancel}>
              <IconX size={18} aria-hidden />
            </ActionButton>
          )}
        </div>
      )}
      {link && !isReadOnly && !hasFile && (
        <UploadLinkInput
          value={linkText ?? field.value ?? ''}
          onChange={(text) => {
            setFailure(null);
            setLinkText(text);
            void helpers.setValue(text.trim() === '' ? null : text.trim());
          }}
          onBlur={() => (setLinkText(null), void helpers.setTouched(true))}
          isInvalid={Boolean(error && field.value)}
          isDisabled={Boolean(progress && !progress.done)}
        />
      )}
      {hasFile && !isReadOnly && (!progress || progress.done) && (
        <div className="upload-field__actions">
          {trigger(
            <ActionButton>
              <IconReplace size={18} aria-hidden />
              <span>{intl.formatMessage({ id: 'widgets.upload.replace' })}</span>
            </ActionButton>,
          )}
          <ActionButton onPress={() => (setFailure(null), void helpers.setValue(null))}>
            <IconTrash size={18} aria-hidden />
            <span>{intl.formatMessage({ id: 'widgets.upload.remove' })}</span>
          </ActionButton>
        </div>
      )}
      <FieldNotes id={id} description={description} error={error} />
    </div>
  );
}
