import { ComboBox, Flex, Item, TagGroup, Text } from '@adobe/react-spectrum';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';
import { useFormMeta } from '../form/FormMetaContext';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import { useReferenceSearch } from './useReferenceSearch';

interface Props extends FieldWidgetProps {
  entity: EntitySubject;
}

/**
 * Several referenced rows (a master's languages): the chosen ones as removable tags, in the order
 * they were added, and a search box that adds one more. The form value is the list of ids.
 */
export function ReferencesField({ name, label, isReadOnly, description, entity }: Props) {
  const intl = useIntl();
  const field = useFormField<string[] | null>(name);
  const { labels } = useFormMeta();
  const ids = field.value ?? [];
  const [input, setInput] = useState('');
  const [active, setActive] = useState(false);
  const { options, loading } = useReferenceSearch(entity, input, active);
  const available = options.filter((o) => !ids.includes(o.id));
  const tags = ids.map((id) => ({ id, label: labels.get(entity, id) ?? id }));

  return (
    <Flex direction="column" gap="size-100" width="100%">
      <TagGroup
        label={label}
        description={description}
        items={tags}
        onRemove={isReadOnly ? undefined : (keys) => field.setValue(ids.filter((id) => !keys.has(id)))}
        renderEmptyState={() => <Text>{intl.formatMessage({ id: 'form.references.empty' })}</Text>}
        {...field.errorProps}
      >
        {(tag) => <Item key={tag.id}>{tag.label}</Item>}
      </TagGroup>
      {!isReadOnly && (
        <ComboBox
          aria-label={intl.formatMessage({ id: 'form.references.add' }, { name: label })}
          items={available}
          inputValue={input}
          onInputChange={(text) => {
            setInput(text);
            setActive(true);
          }}
          onOpenChange={(isOpen) => isOpen && setActive(true)}
          // Always empty: choosing a row adds it to the tags and clears the box for the next one.
          selectedKey={null}
          onSelectionChange={(key) => {
            const option = available.find((o) => o.id === key);
            if (!option) return;
            labels.remember(entity, option.id, option.label);
            field.setValue([...ids, option.id]);
            setInput('');
          }}
          onBlur={field.onBlur}
          loadingState={loading ? 'filtering' : 'idle'}
          allowsCustomValue={false}
          menuTrigger="focus"
          width="100%"
        >
          {(item) => <Item key={item.id}>{item.label}</Item>}
        </ComboBox>
      )}
    </Flex>
  );
}
