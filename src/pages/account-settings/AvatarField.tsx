import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/kit/Button';
import { ProgressBar } from '../../ui/kit/Progress';
import { UserAvatar } from '../../ui/UserAvatar';
import type { UploadState } from './useAvatarUpload';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const AVATAR_MAX_MB = 5;

interface Props {
  name: string;
  /** The stored picture (after an upload: the new file's URL). */
  value: string | null;
  upload: UploadState;
  onSelect: (file: File) => void;
  onRemove: () => void;
  /** A problem with the chosen file found before uploading (type), as a message id. */
  localError: string | null;
}

/** Picture preview, choose and remove buttons, and the upload's progress or error. */
export function AvatarField({ name, value, upload, onSelect, onRemove, localError }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) => intl.formatMessage({ id }, values as never);
  const [preview, setPreview] = useState<string | null>(null);
  // A stored picture that no longer loads shows the initials instead of a broken image.
  const [broken, setBroken] = useState<string | null>(null);
  // The chosen file shows at once, before its upload finishes; its object URL is freed after.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const uploading = upload.status === 'uploading';
  const error = localError ? t(localError) : upload.status === 'failed' ? t(upload.messageId, upload.values) : null;
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setPreview(file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
    onSelect(file);
  };
  const shown = uploading || upload.status === 'failed' ? (preview ?? value) : value;
  return (
    <div className="avatar-field" role="group" aria-labelledby="avatar-field-label">
      <div className="avatar-field__preview">
        {shown && shown !== broken ? (
          <img src={shown} alt={t('account.avatar.preview')} className="avatar-field__img" onError={() => setBroken(shown)} />
        ) : (
          <UserAvatar name={name} src={null} size={96} />
        )}
      </div>
      <div className="avatar-field__body">
        <span id="avatar-field-label" className="avatar-field__label">{t('account.avatar.label')}</span>
        <div className="avatar-field__actions">
          <FileTrigger acceptedFileTypes={AVATAR_TYPES} onSelect={choose}>
            <Button variant="primary" isDisabled={uploading}>{t('account.avatar.choose')}</Button>
          </FileTrigger>
          {value && (
            <Button variant="secondary" onPress={() => { setPreview(null); onRemove(); }} isDisabled={uploading}>
              {t('account.avatar.remove')}
            </Button>
          )}
        </div>
        {uploading ? (
          <ProgressBar label={t('account.avatar.uploading')} value={Math.round(upload.progress * 100)} showValueLabel width="100%" maxWidth="size-3600" />
        ) : error ? (
          <p className="avatar-field__error" role="alert">{error}</p>
        ) : (
          <p className="avatar-field__hint">{t('account.avatar.hint', { count: AVATAR_MAX_MB })}</p>
        )}
      </div>
    </div>
  );
}
