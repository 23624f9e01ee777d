import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SubFieldDef } from '../entity/types';
import { useFormMeta } from './FormMetaContext';
import { useLabel } from '../entity/labels';
import { ListFieldFrame } from './ListFieldFrame';
import { OrderedList } from './OrderedList';
import { useAddLabel } from './useAddLabel';
import { requiredItemKeys, subFieldLabelId } from './subFields';
import type { FieldWidgetProps } from './types';
import { moveItem, useRetouch } from './useItemKeys';
import { useErrorText } from './useFormField';

type Item = Record<string, unknown>;

/** What the repeater hands the field renderer for one field of one item. */
export interface SubFieldRender {
  /** The sub-field with its full Formik path as its name: `clips[1].endMs`. */
  field: SubFieldDef;
  label: string;
  description?: string;
  isRequired: boolean;
}

interface Props extends FieldWidgetProps {
  fields: SubFieldDef[];
  newItem: Record<string, unknown>;
  /** Renders a sub-field with the widget of its kind (FieldRenderer passes itself). */
  renderField: (props: SubFieldRender) => ReactNode;
}

/** Kinds that take a whole row of an item even beside short fields. */
const WIDE_KINDS = new Set<SubFieldDef['kind']>(['textarea', 'richText', 'stringList', 'references', 'tags', 'custom']);

/**
 * An ordered list of sub-objects (media clips, invoice items), each item a small grid of the
 * sub-fields' own widgets at paths like `clips[1].title`, so errors (`clips[1].endMs`) land on
 * the right field and the error summary can focus it. Add appends `newItem`; items move with
 * the keyboard (move up/down) or by dragging, and are removed. A sub-field's `visibleWhen` sees
 * its item; a money sub-field's `currencyField` names a field of the whole form.
 */
export function RepeaterField({ name, label, isReadOnly, isRequired, description, fields, newItem, renderField }: Props) {
  const intl = useIntl();
  const { subject } = useFormMeta();
  const translate = useLabel();
  const [{ value }, meta, helpers] = useField<Item[] | null>(name);
  const error = useErrorText(name, meta.error, Boolean(meta.touched));
  const addLabel = useAddLabel(name, label);
  const items = value ?? [];
  const retouch = useRetouch(name);
  const required = requiredItemKeys(subject, name);
  const set = (next: Item[]) => void helpers.setValue(next);

  const renderItem = (index: number, itemLabel: string) => (
    <div role="group" aria-label={itemLabel} className="repeater-item">
      {fields
        .filter((sub) => sub.visibleWhen?.(items[index] ?? {}) ?? true)
        .map((sub) => {
          const path = `${name}[${index}].${sub.name}`;
          const wide = sub.wide ?? WIDE_KINDS.has(sub.kind);
          return (
            <div key={sub.name} data-field={path} className={wide ? 'repeater-item__wide' : undefined}>
              {renderField({
                field: { ...sub, name: path },
                label: translate(subFieldLabelId(subject, sub), sub.name),
                description: sub.description ? intl.formatMessage({ id: sub.description }) : undefined,
                isRequired: required.has(sub.name),
              })}
            </div>
          );
        })}
    </div>
  );

  return (
    <ListFieldFrame label={label} description={description} isRequired={isRequired} error={error}>
      <OrderedList
        name={name}
        label={label}
        count={items.length}
        isReadOnly={isReadOnly}
        variant="card"
        renderItem={renderItem}
        onMove={(from, to) => {
          set(moveItem(items, from, to));
          retouch((list) => moveItem(list, from, to));
        }}
        onRemove={(index) => {
          set(items.filter((_, i) => i !== index));
          retouch((list) => list.filter((_, i) => i !== index));
        }}
        addLabel={addLabel}
        onAdd={() => set([...items, structuredClone(newItem)])}
      />
    </ListFieldFrame>
  );
}
