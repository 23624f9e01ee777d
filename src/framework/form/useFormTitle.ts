import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';
import { useRouteSegment } from '../entity/entityRoute';
import { entityKey } from '../entity/labels';

/**
 * "New language" / "Edit language" from the entity's own messages (`language.new`), else the
 * shell's generic "New: Languages" with the navigation title of the route's segment. A record the viewer
 * may only read is titled "Language details", not "Edit".
 */
export function useFormTitle(subject: EntitySubject, mode: 'new' | 'edit', readOnly = false): string {
  const intl = useIntl();
  const segment = useRouteSegment();
  if (mode === 'edit' && readOnly) {
    const one = `${entityKey(subject)}.title.one`;
    const entity = intl.formatMessage({ id: one in intl.messages ? one : `nav.entities.${segment}` });
    return intl.formatMessage({ id: 'shell.page.view' }, { entity });
  }
  const own = `${entityKey(subject)}.${mode}`;
  if (own in intl.messages) return intl.formatMessage({ id: own });
  return intl.formatMessage({ id: mode === 'new' ? 'shell.page.new' : 'shell.page.edit' }, { entity: intl.formatMessage({ id: `nav.entities.${segment}` }) });
}
