import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';
import { ComboBox } from '../../ui/kit/ComboBox';
import { useFormMeta } from './FormMetaContext';
import { useReferenceSearch, type ReferenceOption } from './useReferenceSearch';

interface Props {
  entity: EntitySubject;
  /** Accessible name, e.g. "Add to Masters". */
  label: string;
  /** Shows the name above the box (under a list, where nothing else says what the box is for). */
  showLabel?: boolean;
  /** Rows already chosen, not offered again. */
  chosen: string[];
  onPick: (option: ReferenceOption) => void;
  onBlur?: () => void;
}

/**
 * A search box that adds one more row of `entity` to a list of references: typing searches the
 * entity's list query, picking remembers the row's label and clears the box for the next one.
 * What is typed and each option (names, titles, "Name <email>") take their own direction.
 */
export function ReferencePicker({ entity, label, showLabel = false, chosen, onPick, onBlur }: Props) {
  const intl = useIntl();
  const { labels } = useFormMeta();
  const [input, setInput] = useState('');
  const [active, setActive] = useState(false);
  const { options, loading } = useReferenceSearch(entity, input, active);
  const available = useMemo(() => options.filter((o) => !chosen.includes(o.id)), [options, chosen]);
  // Built once per answer: a new array rebuilds the combobox's collection.
  const shown = useMemo(() => available.map((option) => ({ key: option.id, label: option.label })), [available]);
  return (
    <div className="reference-picker">
      <ComboBox
        form
        label={label}
        hideLabel={!showLabel}
        options={shown}
        dir="auto"
        inputValue={input}
        onInputChange={(text) => {
          setInput(text);
          setActive(true);
        }}
        onOpenChange={(isOpen) => isOpen && setActive(true)}
        // Always empty: choosing a row adds it and clears the box for the next one.
        selectedKey={null}
        onChange={(key) => {
          const option = available.find((o) => o.id === key);
          if (!option) return;
          labels.remember(entity, option.id, option.label);
          onPick(option);
          setInput('');
        }}
        onBlur={onBlur}
        loading={loading}
        emptyText={intl.formatMessage({ id: 'common.noResults' })}
      />
    </div>
  );
}
