import type { IntlShape } from 'react-intl';
import { richTextPlain } from '../conflict/richTextPlain';

/** A reference as the history records it: its label as it was then. */
const isReference = (value: object): value is { label: string } => 'label' in value && 'id' in value && 'type' in value;
const isDocument = (value: object): boolean => (value as { type?: unknown }).type === 'doc';

/** One recorded value as text in the viewer's language: references by label, rich text as text. */
export function historyValueText(intl: IntlShape, value: unknown): string {
  if (value == null || value === '') return intl.formatMessage({ id: 'undo.history.emptyValue' });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'undo.history.yes' : 'undo.history.no' });
  if (typeof value === 'number') return intl.formatNumber(value);
  if (Array.isArray(value)) return value.length === 0 ? intl.formatMessage({ id: 'undo.history.emptyValue' }) : intl.formatList(value.map((item) => historyValueText(intl, item)));
  if (typeof value === 'object') {
    if (isReference(value)) return value.label;
    if (isDocument(value)) return richTextPlain(value) || intl.formatMessage({ id: 'undo.history.emptyValue' });
    return JSON.stringify(value);
  }
  return String(value);
}
