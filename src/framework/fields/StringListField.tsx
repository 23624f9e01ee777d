import { useField } from 'formik';
import { TextField } from '../../ui/kit/TextField';
import { OrderedList } from './OrderedList';
import { useAddLabel } from './useAddLabel';
import { ListFieldFrame } from './ListFieldFrame';
import type { FieldWidgetProps } from './types';
import { moveItem, useRetouch } from './useItemKeys';
import { useErrorText, useFormField } from './useFormField';

interface Props extends FieldWidgetProps {
  /** Rows always offered (and never removable), shown as required: accepted answers need one. */
  minItems?: number;
}

/**
 * One line of the list, named "Features, item 2", in the direction of its own text (an English
 * accepted answer in the Persian admin); its own error (too long, required) sits under it.
 */
function StringItem({ name, label, isReadOnly }: { name: string; label: string; isReadOnly: boolean }) {
  const field = useFormField<string | null>(name);
  return (
    <TextField
      hideLabel
      label={label}
      dir="auto"
      className="field--line"
      value={field.value ?? ''}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      errorMessage={field.errorMessage}
    />
  );
}

/**
 * An ordered list of strings edited in place (plan features, accepted answers): each a text
 * field; add, remove, move up and down or drag. Blank rows are dropped from the input.
 */
export function StringListField({ name, label, isReadOnly, isRequired, description, minItems = 0 }: Props) {
  const [{ value }, meta, helpers] = useField<string[] | null>(name);
  const error = useErrorText(name, meta.error, Boolean(meta.touched));
  const addLabel = useAddLabel(name, label);
  const items = value ?? [];
  const retouch = useRetouch(name);
  const set = (next: string[]) => void helpers.setValue(next);
  return (
    <ListFieldFrame label={label} description={description} isRequired={isRequired || minItems > 0} error={error}>
      <OrderedList
        name={name}
        label={label}
        count={items.length}
        isReadOnly={isReadOnly}
        minItems={minItems}
        renderItem={(index, itemLabel) => <StringItem name={`${name}[${index}]`} label={itemLabel} isReadOnly={isReadOnly} />}
        onMove={(from, to) => {
          set(moveItem(items, from, to));
          retouch((list) => moveItem(list, from, to));
        }}
        onRemove={(index) => {
          set(items.filter((_, i) => i !== index));
          retouch((list) => list.filter((_, i) => i !== index));
        }}
        addLabel={addLabel}
        onAdd={() => set([...items, ''])}
      />
    </ListFieldFrame>
  );
}
