import { ComboBox, Item, Text } from '@adobe/react-spectrum';
import { useState } from 'react';
import type { EntitySubject } from '../../ability/subjects';
import { Bidi } from '../display/Bidi';
import { useFormMeta } from './FormMetaContext';
import { useInputDirWithin } from './useInputDir';
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
  const { labels } = useFormMeta();
  const [input, setInput] = useState('');
  const [active, setActive] = useState(false);
  const { options, loading } = useReferenceSearch(entity, input, active);
  const available = options.filter((o) => !chosen.includes(o.id));
  const around = useInputDirWithin('auto');
  return (
    <div ref={around} className="reference-picker">
      <ComboBox
        {...(showLabel ? { label } : { 'aria-label': label })}
        items={available}
        inputValue={input}
        onInputChange={(text) => {
          setInput(text);
          setActive(true);
        }}
        onOpenChange={(isOpen) => isOpen && setActive(true)}
        // Always empty: choosing a row adds it and clears the box for the next one.
        selectedKey={null}
        onSelectionChange={(key) => {
          const option = available.find((o) => o.id === key);
          if (!option) return;
          labels.remember(entity, option.id, option.label);
          onPick(option);
          setInput('');
        }}
        onBlur={onBlur}
        loadingState={loading ? 'filtering' : 'idle'}
        allowsCustomValue={false}
        menuTrigger="focus"
        width="100%"
      >
        {(item) => (
          <Item key={item.id} textValue={item.label}>
            <Text>
              <Bidi>{item.label}</Bidi>
            </Text>
          </Item>
        )}
      </ComboBox>
    </div>
  );
}
