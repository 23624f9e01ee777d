import { ComboBox, Item } from '@adobe/react-spectrum';
import { useState } from 'react';
import type { EntitySubject } from '../../ability/subjects';
import { useFormMeta } from '../form/FormMetaContext';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import { useReferenceSearch } from './useReferenceSearch';

interface Props extends FieldWidgetProps {
  entity: EntitySubject;
}

/**
 * One referenced row (a quiz's media, a user's plan) chosen by typing part of its name; only rows
 * the list query returns can be chosen. The form value is the id.
 */
export function ReferenceField({ name, label, isReadOnly, isRequired, description, entity }: Props) {
  const field = useFormField<string | null>(name);
  const { labels } = useFormMeta();
  const id = field.value ?? null;
  const selectedLabel = id ? (labels.get(entity, id) ?? id) : '';
  const [input, setInput] = useState(selectedLabel);
  const [shownId, setShownId] = useState(id);
  const [active, setActive] = useState(false);
  if (shownId !== id) {
    // The value changed outside the input (a reset, another widget): show its label.
    setShownId(id);
    setInput(selectedLabel);
  }
  // The selected row's own label in the input is not a search.
  const { options, loading } = useReferenceSearch(entity, input === selectedLabel ? '' : input, active);
  const items = id && !options.some((o) => o.id === id) ? [{ id, label: selectedLabel }, ...options] : options;

  return (
    <ComboBox
      label={label}
      description={description}
      isRequired={isRequired}
      items={items}
      inputValue={input}
      onInputChange={(text) => {
        setInput(text);
        setActive(true);
      }}
      onOpenChange={(isOpen) => isOpen && setActive(true)}
      selectedKey={id}
      onSelectionChange={(key) => {
        const option = items.find((o) => o.id === key);
        if (option) labels.remember(entity, option.id, option.label);
        setShownId(option?.id ?? null);
        setInput(option?.label ?? '');
        field.setValue(option?.id ?? null);
      }}
      onBlur={field.onBlur}
      loadingState={loading ? 'filtering' : 'idle'}
      allowsCustomValue={false}
      menuTrigger="focus"
      isReadOnly={isReadOnly}
      width="100%"
      {...field.errorProps}
    >
      {(item) => <Item key={item.id}>{item.label}</Item>}
    </ComboBox>
  );
}
