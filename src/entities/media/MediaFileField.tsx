import { useFormikContext } from 'formik';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { CustomFieldProps } from '../../framework/entity/types';
import { UploadField } from '../../framework/fields/lazyWidgets';
import { ProgressCircle } from '../../ui/kit/Progress';

/**
 * The media file upload, taking audio or video files as the chosen kind says. It names the stored
 * file without a player of its own: the preview box under it is the one player of the form.
 */
export default function MediaFileField({ name, label, isReadOnly }: CustomFieldProps) {
  const intl = useIntl();
  const { values } = useFormikContext<{ kind?: string | null }>();
  return (
    <Suspense fallback={<ProgressCircle isIndeterminate size="S" aria-label={intl.formatMessage({ id: 'common.loading' })} />}>
      <UploadField name={name} label={label} isReadOnly={isReadOnly} accept={values.kind === 'AUDIO' ? 'audio' : 'video'} preview={false} link />
    </Suspense>
  );
}
