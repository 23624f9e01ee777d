import { IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../ui/kit/Link';
import { ImagePlaceholder } from './ImagePlaceholder';
import { isHttpUrl } from './safeUrls';
import './filePreview.css';

export type FileKind = 'image' | 'audio' | 'video' | 'file';

const EXTENSIONS: Record<Exclude<FileKind, 'file'>, RegExp> = {
  image: /\.(png|jpe?g|gif|webp|avif|svg)$/i,
  audio: /\.(mp3|m4a|aac|ogg|oga|wav|flac|weba)$/i,
  video: /\.(mp4|m4v|webm|ogv|mov)$/i,
};

/** A stored URL's kind from its path, for fields that accept any file. */
export function kindOfUrl(url: string): FileKind {
  const path = url.split(/[?#]/)[0];
  return (Object.keys(EXTENSIONS) as (keyof typeof EXTENSIONS)[]).find((kind) => EXTENSIONS[kind].test(path)) ?? 'file';
}

/** The file name at the end of a URL, decoded (uploads keep Persian names readable). */
export function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export interface FilePreviewProps {
  url: string | null | undefined;
  /** Known kind (from the field's accept or the uploaded type); guessed from the URL otherwise. */
  kind?: FileKind;
  /** Names the preview for assistive technology; the file name when omitted. */
  title?: string;
}

/**
 * A stored file shown by kind: image thumbnail, audio or video player, or a link with its name.
 * Only absolute http(s) URLs are rendered; anything else could be a script URL.
 *
 * @example <FilePreview url={values.coverUrl} kind="image" title={label} />
 */
export function FilePreview({ url, kind, title }: FilePreviewProps) {
  const intl = useIntl();
  if (!isHttpUrl(url)) return null;
  const name = fileNameOf(url);
  const label = intl.formatMessage({ id: 'widgets.upload.preview' }, { title: title || name });
  switch (kind && kind !== 'file' ? kind : kindOfUrl(url)) {
    case 'image':
      return <ImagePreview url={url} label={label} />;
    case 'audio':
      return <audio className="file-preview" controls src={url} aria-label={label} preload="metadata" />;
    case 'video':
      return <video className="file-preview file-preview--video" controls src={url} aria-label={label} preload="metadata" />;
    default:
      return <FileLink url={url} />;
  }
}

/** A stored image; one that does not load shows the lists' placeholder, named as the image would be. */
function ImagePreview({ url, label }: { url: string; label: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === url) return <ImagePlaceholder size="M" label={label} />;
  return <img className="file-preview file-preview--image" src={url} alt={label} onError={() => setFailed(url)} />;
}

/** A stored file as a link with its name (new tab), for files shown without a preview. */
export function FileLink({ url }: { url: string | null | undefined }) {
  if (!isHttpUrl(url)) return null;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      <IconFile size={16} aria-hidden className="file-link__icon" />
      <bdi>{fileNameOf(url)}</bdi>
    </Link>
  );
}

export default FilePreview;
