import { useIntl } from 'react-intl';
import { TextField } from '../../ui/kit/TextField';
import { textDir } from './useInputDir';

export interface UploadLinkInputProps {
  /** The text shown: what is being typed, or a stored value that is not a link yet. */
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** Set when the typed text is what the field's error is about (the error itself shows under the upload). */
  isInvalid: boolean;
  isDisabled: boolean;
}

/**
 * "Or paste a link" under an upload's drop zone: a file kept elsewhere (a video on a CDN, larger
 * than an upload may be) is stored by its address, as an upload's is. Left to right, as URLs are.
 *
 * @example <UploadLinkInput value={text} onChange={setText} onBlur={touch} isInvalid={false} isDisabled={uploading} />
 */
export function UploadLinkInput({ value, onChange, onBlur, isInvalid, isDisabled }: UploadLinkInputProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'widgets.upload.link' })}
      type="url"
      inputMode="url"
      dir={textDir('url')}
      plainText
      autoComplete="off"
      className="field--line field--ltr"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
    />
  );
}
