import { useIntl } from 'react-intl';
import { isHttpUrl } from '../../framework/display/safeUrls';
import { Dialog, DialogContent } from '../../ui/kit/Dialog';
import { Link } from '../../ui/kit/Link';
import { previewKind, type FolderFile } from './folderTree';
import { formatSize } from './format';

/** A file of the library opened: image, audio or video shown in place, with its details. Escape or the close button dismiss it. */
export function PreviewDialog({ file }: { file: FolderFile }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const label = t('widgets.upload.preview', { title: file.name });
  // Only http(s) URLs are rendered: anything else could run script.
  const url = isHttpUrl(file.url) ? file.url : null;
  const kind = previewKind(file.mimeType);

  return (
    <Dialog size="L" title={<bdi>{file.name}</bdi>}>
      <DialogContent>
        <div className="file-preview">
          {url && kind === 'image' && <img src={url} alt={label} />}
          {url && kind === 'audio' && <audio controls src={url} aria-label={label} preload="metadata" />}
          {url && kind === 'video' && <video controls src={url} aria-label={label} preload="metadata" />}
          {(!url || kind === 'file') && <span>{t('mediaLibrary.preview.none')}</span>}
        </div>
        <dl className="file-details">
          <dt>{t('mediaFile.fields.mimeType')}</dt>
          <dd dir="ltr">{file.mimeType}</dd>
          <dt>{t('mediaLibrary.preview.size')}</dt>
          <dd>{formatSize(intl, file.sizeBytes)}</dd>
          {file.uploadedAt && (
            <>
              <dt>{t('mediaFile.fields.uploadedAt')}</dt>
              <dd>{intl.formatDate(file.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
            </>
          )}
        </dl>
        {url && (
          <Link href={url} target="_blank" rel="noopener noreferrer">
            {t('mediaLibrary.preview.open')}
          </Link>
        )}
      </DialogContent>
    </Dialog>
  );
}
