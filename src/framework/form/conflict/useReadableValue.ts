import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { FieldDef, SubFieldDef } from '../../entity/types';
import type { ReferenceLabels } from '../../fields/referenceLabels';
import { useValueFormatter } from '../../format/useValueFormatter';
import { richTextPlain } from './richTextPlain';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.every((item) => item === '' || item === null));

/**
 * A form value as a person reads it, for the merge view: a reference by its row's label, an enum
 * by its label, rich text as its words, dates and numbers in the viewer's language, a list item by
 * item. `values` are the form's other values (a money field's currency).
 *
 * @example const readable = useReadableValue(labels); readable(statusField, 'DRAFT') // "Draft"
 */
export function useReadableValue(labels: ReferenceLabels): (field: FieldDef | SubFieldDef, value: unknown, values?: Record<string, unknown>) => string {
  const intl = useIntl();
  const format = useValueFormatter();
  const readable = useCallback(
    (field: FieldDef | SubFieldDef, value: unknown, values: Record<string, unknown> = {}): string => {
      if (field.kind === 'switch') return intl.formatMessage({ id: value ? 'conflict.value.yes' : 'conflict.value.no' });
      if (isEmpty(value)) return intl.formatMessage({ id: 'conflict.value.empty' });
      const list = (items: string[]) => intl.formatList(items, { type: 'conjunction' });
      switch (field.kind) {
        case 'reference':
          return labels.get(field.entity, String(value)) ?? String(value);
        case 'references':
          return list((value as string[]).map((id) => labels.get(field.entity, id) ?? id));
        case 'radio':
        case 'select':
          return format.enumValue(field.enumName, String(value));
        case 'richText':
          return richTextPlain(value);
        case 'date':
          return format.date(String(value));
        case 'datetime':
          return format.dateTime(String(value));
        case 'number':
          return format.number(Number(value));
        case 'money': {
          const currency = values[field.currencyField];
          return typeof currency === 'string' ? format.money(Number(value), currency) : format.number(Number(value));
        }
        case 'country':
          return new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'code' }).of(String(value)) ?? String(value);
        case 'tags':
        case 'stringList':
          return list((value as unknown[]).filter((item) => !isEmpty(item)).map(String));
        case 'repeater':
          return (value as Record<string, unknown>[])
            .map((item, index) => `${format.number(index + 1)}. ${field.fields.map((sub) => readable(sub, item[sub.name], item)).join(' · ')}`)
            .join(' ‖ ');
        default:
          return typeof value === 'object' ? JSON.stringify(value) : String(value);
      }
    },
    [intl, format, labels],
  );
  return readable;
}
