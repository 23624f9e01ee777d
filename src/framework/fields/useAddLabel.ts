import { useIntl } from 'react-intl';
import { entityKey } from '../entity/labels';
import { useFormMeta } from './FormMetaContext';

/**
 * The text of a list field's Add button, naming what it adds: the catalog's
 * `<entity>.fields.<field>.add` ("Add clip", «افزودن بخش»), else "Add an item to <label>".
 *
 * @example const addLabel = useAddLabel('clips', label) // "Add clip"
 */
export function useAddLabel(name: string, label: string): string {
  const intl = useIntl();
  const { subject } = useFormMeta();
  // `clips`, also as `items[2].tags` inside a repeater: the field's own name.
  const field = name.replace(/\[\d+\]/g, '').split('.').at(-1);
  const id = subject ? `${entityKey(subject)}.fields.${field}.add` : '';
  return id in intl.messages ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'fields.list.addTo' }, { name: label });
}
