import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import type { CustomFieldProps } from '../../framework/entity/types';
import { ReferenceField } from '../../framework/fields/ReferenceField';
import { useDependentFilter } from '../../framework/fields/useDependentFilter';
import { Flex } from '../../ui/kit/Layout';
import { Link } from '../../ui/kit/Link';
import { TARGET_ENTITIES } from './abuseTarget';
import { targetHref } from './TargetLink';

type Values = { targetType?: string | null; targetId?: string | null };

/**
 * The reported item, picked by name with the picker of the type chosen above it (comments by their
 * text, media by title, users by name and e-mail), and a link that opens it. Choosing another
 * type clears the item, which belonged to the other one.
 */
export default function AbuseTargetField({ name, label, isReadOnly, isRequired }: CustomFieldProps) {
  const intl = useIntl();
  const { values } = useFormikContext<Values>();
  // Only for its clearing: the item depends on the type as a dependent reference does on its parent.
  useDependentFilter(name, { targetType: 'targetType' });
  const entity = values.targetType ? TARGET_ENTITIES[values.targetType] : undefined;
  if (!entity || !values.targetType) return <span>{intl.formatMessage({ id: 'moderation.target.chooseType' })}</span>;
  return (
    <Flex direction="column" gap="size-50">
      {/* A picker per type: its search, options and chosen label are that entity's. */}
      <ReferenceField key={entity} name={name} label={label} entity={entity} isReadOnly={isReadOnly} isRequired={isRequired} />
      {values.targetId && (
        <Link href={targetHref(values.targetType, values.targetId)} isQuiet>
          {intl.formatMessage({ id: `moderation.target.open.${values.targetType}` })}
        </Link>
      )}
    </Flex>
  );
}
