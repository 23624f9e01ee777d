import { TextField } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { textDir, useInputDir } from './useInputDir';

export interface UploadLinkInputProps {
  /** The text shown: what is being typed, or a stored value that is not a link yet. */
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** Set when the typed text is what the field's error is about. */
  isInvalid: boolean;
  isDisabled: boolean;
}

/**
 * "Or paste a link" under an upload's drop zone: a file kept elsewhere (a video on a CDN, larger
 * than an upload may be) is stored by its address, as an upload's is. Left to right, as URLs are.
 */
export function UploadLinkInput({ value, onChange, onBlur, isInvalid, isDisabled }: UploadLinkInputProps) {
  const intl = useIntl();
  const dir = textDir('url');
  const ref = useInputDir<HTMLInputElement>(dir);
  return (
    <TextField
      ref={ref}
      label={intl.formatMessage({ id: 'widgets.upload.link' })}
      type="url"
      inputMode="url"
      spellCheck="false"
      autoCorrect="off"
      autoComplete="off"
      UNSAFE_className="field--line field--ltr"
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      validationState={isInvalid ? 'invalid' : undefined}
      isDisabled={isDisabled}
      width="100%"
    />
  );
}
