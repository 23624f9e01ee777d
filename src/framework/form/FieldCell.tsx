import { FormikProvider, getIn, type FormikContextType } from 'formik';
import { memo, useRef } from 'react';
import type { FieldDef } from '../entity/types';
import { FieldRenderer } from '../fields/FieldRenderer';
import '../fields/fields.css';
import type { FormValues } from './formValues';
import { useOutOfTabOrder } from './useOutOfTabOrder';

interface Props {
  field: FieldDef;
  formik: FormikContextType<FormValues>;
  label: string;
  description?: string;
  isReadOnly: boolean;
  isRequired: boolean;
}

/**
 * What a field's widget shows: its own value, error and touched state, the attempt count and
 * the saving flag; a money field also follows its currency, and a custom field (quiz options
 * reading the marking mode) the whole form.
 */
function watched({ field, formik }: Props): unknown[] {
  const { values, errors, touched, submitCount, isSubmitting } = formik;
  const own = [getIn(values, field.name), getIn(errors, field.name), getIn(touched, field.name), submitCount, isSubmitting];
  if (field.kind === 'money') return [...own, getIn(values, field.currencyField)];
  if (field.kind === 'custom') return [...own, values];
  // Money inside repeater items (invoice items) follows the currency of the whole form.
  if (field.kind === 'repeater') return [...own, ...field.fields.map((sub) => (sub.kind === 'money' ? getIn(values, sub.currencyField) : null))];
  // A dependent reference re-filters (and clears) when a field it depends on changes.
  if (field.kind === 'reference' && field.filterBy) return [...own, ...Object.values(field.filterBy).map((name) => getIn(values, name))];
  return own;
}

const same = (a: Props, b: Props) => {
  const before = watched(a);
  const after = watched(b);
  return (
    a.field === b.field && a.label === b.label && a.description === b.description && a.isReadOnly === b.isReadOnly &&
    a.isRequired === b.isRequired && before.every((value, index) => Object.is(value, after[index]))
  );
};

/**
 * One field of the grid, re-rendered only when what it shows changed. Formik hands every change
 * to every field; with a country list of 250 options that made each keystroke redraw them all.
 * The widget reads Formik from this cell's provider, which only changes when the cell renders.
 * A read-only field of any kind (and every field inside it, a repeater's) looks read-only: its
 * value without the input's frame and buttons (`.field-cell--readonly` in fields.css), and is no
 * Tab stop: Tab goes from what can be changed to what can be changed (links in it stay stops).
 * Keyed by the read-only state, so a field that becomes editable mounts with its own Tab order.
 */
export const FieldCell = memo(function FieldCell(props: Props) {
  return <Cell key={props.isReadOnly ? 'read' : 'edit'} {...props} />;
}, same);

function Cell({ field, formik, ...props }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useOutOfTabOrder(ref, props.isReadOnly);
  return (
    <div ref={ref} className={props.isReadOnly ? 'field-cell field-cell--readonly' : 'field-cell'}>
      <FormikProvider value={formik}>
        <FieldRenderer field={field} {...props} />
      </FormikProvider>
    </div>
  );
}
