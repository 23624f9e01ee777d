import { ActionButton, Flex, Item, TagGroup, Text, TextField } from '@adobe/react-spectrum';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Bidi } from '../display/Bidi';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import { useInputDir } from './useInputDir';

/**
 * A list of short strings (tags, plan features, accepted answers): type one, add it, remove any.
 * Each tag, and the one being typed, takes the direction of its own text.
 */
export function TagsField({ name, label, isReadOnly, description }: FieldWidgetProps) {
  const intl = useIntl();
  const field = useFormField<string[] | null>(name);
  const values = field.value ?? [];
  const [draft, setDraft] = useState('');
  const draftRef = useInputDir<HTMLInputElement>('auto');
  const add = () => {
    const text = draft.trim();
    if (text === '' || values.includes(text)) return;
    field.setValue([...values, text]);
    setDraft('');
  };
  // Tags may repeat while being typed in by hand, so positions are the keys.
  const items = values.map((text, index) => ({ key: String(index), text }));
  const addLabel = intl.formatMessage({ id: 'form.tags.add' });

  return (
    <Flex direction="column" gap="size-100" width="100%">
      <TagGroup
        label={label}
        description={description}
        items={items}
        onRemove={isReadOnly ? undefined : (keys) => field.setValue(values.filter((_, index) => !keys.has(String(index))))}
        renderEmptyState={() => <Text>{intl.formatMessage({ id: 'form.tags.empty' })}</Text>}
        {...field.errorProps}
      >
        {(item) => (
          <Item key={item.key} textValue={item.text}>
            <Text>
              <Bidi>{item.text}</Bidi>
            </Text>
          </Item>
        )}
      </TagGroup>
      {!isReadOnly && (
        <Flex gap="size-100" alignItems="end">
          <TextField
            ref={draftRef}
            UNSAFE_className="field--line"
            aria-label={intl.formatMessage({ id: 'form.tags.new' }, { name: label })}
            value={draft}
            onChange={setDraft}
            onBlur={field.onBlur}
            onKeyDown={(event) => {
              // Enter adds the tag; it must not submit the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              } else event.continuePropagation();
            }}
            flexGrow={1}
          />
          <ActionButton onPress={add} isDisabled={draft.trim() === ''}>
            {addLabel}
          </ActionButton>
        </Flex>
      )}
    </Flex>
  );
}
