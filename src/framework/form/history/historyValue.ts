import type { IntlShape } from 'react-intl';

/** A reference as the history records it: its label as it was then. */
const isReference = (value: object): value is { label: string } => 'label' in value && 'id' in value && 'type' in value;
const isDocument = (value: object): boolean => (value as { type?: unknown }).type === 'doc';

/** The words of a rich-text document, so a change of formatted text reads as text. */
function documentText(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { text, content } = node as { text?: unknown; content?: unknown };
  const inner = Array.isArray(content) ? content.map(documentText).join(' ') : '';
  return `${typeof text === 'string' ? text : ''}${inner}`.replace(/\s+/g, ' ').trim();
}

/** One recorded value as text in the viewer's language: references by label, rich text as text. */
export function historyValueText(intl: IntlShape, value: unknown): string {
  if (value == null || value === '') return intl.formatMessage({ id: 'undo.history.emptyValue' });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'undo.history.yes' : 'undo.history.no' });
  if (typeof value === 'number') return intl.formatNumber(value);
  if (Array.isArray(value)) return value.length === 0 ? intl.formatMessage({ id: 'undo.history.emptyValue' }) : intl.formatList(value.map((item) => historyValueText(intl, item)));
  if (typeof value === 'object') {
    if (isReference(value)) return value.label;
    if (isDocument(value)) return documentText(value) || intl.formatMessage({ id: 'undo.history.emptyValue' });
    return JSON.stringify(value);
  }
  return String(value);
}
