import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ComboBox } from '../../ui/kit/ComboBox';
import type { EntitySubject } from '../../ability/subjects';
import { useFormMeta } from './FormMetaContext';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import { useDependentFilter } from './useDependentFilter';
import { useReferenceLabel } from './useReferenceLabel';
import { useReferenceSearch } from './useReferenceSearch';

interface Props extends FieldWidgetProps {
  entity: EntitySubject;
  /** List-filter keys → form fields the choices depend on (see FieldDef `filterBy`). */
  filterBy?: Record<string, string>;
}

/**
 * One referenced row (a quiz's media, a user's plan) chosen by typing part of its name; only rows
 * the list query returns can be chosen. The form value is the id.
 */
export function ReferenceField({ name, label, isReadOnly, isRequired, description, entity, filterBy }: Props) {
  const intl = useIntl();
  const field = useFormField<string | null>(name);
  const { labels } = useFormMeta();
  const id = field.value ?? null;
  const selectedLabel = useReferenceLabel(entity, id, labels);
  const [input, setInput] = useState(selectedLabel);
  const [shownId, setShownId] = useState(id);
  const [shownLabel, setShownLabel] = useState(selectedLabel);
  const [active, setActive] = useState(false);
  if (shownId !== id || (shownLabel !== selectedLabel && input === shownLabel)) {
    // The value changed outside the input (a reset, another widget), or its label arrived: show it.
    setShownId(id);
    setShownLabel(selectedLabel);
    setInput(selectedLabel);
  }
  // The selected row's own label in the input is not a search.
  const filter = useDependentFilter(name, filterBy);
  const { options, loading } = useReferenceSearch(entity, input === selectedLabel ? '' : input, active, filter);
  const items = useMemo(() => (id && !options.some((o) => o.id === id) ? [{ id, label: selectedLabel }, ...options] : options), [id, options, selectedLabel]);
  // Built once per answer: a new array rebuilds the combobox's collection.
  const shown = useMemo(() => items.map((item) => ({ key: item.id, label: item.label })), [items]);

  return (
    <ComboBox
      form
      label={label}
      description={description}
      isRequired={isRequired}
      options={shown}
      inputValue={input}
      onInputChange={(text) => {
        setInput(text);
        setActive(true);
      }}
      onOpenChange={(isOpen) => isOpen && setActive(true)}
      selectedKey={id}
      onChange={(key) => {
        const option = items.find((o) => o.id === key);
        if (option) labels.remember(entity, option.id, option.label);
        setShownId(option?.id ?? null);
        setShownLabel(option?.label ?? '');
        setInput(option?.label ?? '');
        field.setValue(option?.id ?? null);
      }}
      onBlur={field.onBlur}
      loading={loading}
      emptyText={intl.formatMessage({ id: 'common.noResults' })}
      isReadOnly={isReadOnly}
      errorMessage={field.errorMessage}
    />
  );
}
