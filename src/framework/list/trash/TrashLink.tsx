import { IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../../ability/useAppAbility';
import { AppIcon } from '../../../ui/AppIcon';
import { Link } from '../../../ui/kit/Link';
import { useRouteSegment } from '../../entity/entityRoute';
import { entityPaths } from '../../../paths';
import './trash.css';

/** Under a manage screen, for ADMIN: the way to the entity's deleted rows. */
export function TrashLink() {
  const segment = useRouteSegment();
  const intl = useIntl();
  const ability = useAppAbility();
  if (!ability.can('manage', 'all')) return null;
  const entity = intl.formatMessage({ id: `nav.entities.${segment}` });
  return (
    <p className="trash-link">
      <AppIcon icon={IconTrash} size="XS" />{' '}
      <Link href={entityPaths.trash(segment)}>{intl.formatMessage({ id: 'undo.trash.open' }, { entity })}</Link>
    </p>
  );
}
