import { LabeledValue } from '@adobe/react-spectrum';
import { useFormikContext } from 'formik';
import type { CustomFieldProps } from '../../framework/entity/types';
import { TargetLink } from './TargetLink';

/**
 * The reported item as a link to it (a comment or media item on its screen, a user on their
 * profile), as the list shows it; it follows the type and id on the form and sends nothing.
 */
export default function AbuseTargetField({ label }: CustomFieldProps) {
  const { values } = useFormikContext<{ targetType?: string | null; targetId?: string | null }>();
  const targetId = values.targetId?.trim();
  // LabeledValue's props are typed per kind of value, so each kind has its own element.
  if (!values.targetType || !targetId) return <LabeledValue label={label} value="—" />;
  return <LabeledValue label={label} value={<TargetLink targetType={values.targetType} targetId={targetId} />} />;
}
