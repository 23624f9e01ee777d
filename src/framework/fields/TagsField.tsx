import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAddLabel } from './useAddLabel';
import { ActionButton } from '../../ui/kit/ActionButton';
import { TextField } from '../../ui/kit/TextField';
import { Tag, TagGroup } from '../../ui/kit/TagGroup';
import { Bidi } from '../display/Bidi';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import './fields.css';

/**
 * A list of short strings (tags, plan features, accepted answers): type one, add it, remove any.
 * Each tag, and the one being typed, takes the direction of its own text.
 */
export function TagsField({ name, label, isReadOnly, description }: FieldWidgetProps) {
  const intl = useIntl();
  const field = useFormField<string[] | null>(name);
  const values = field.value ?? [];
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.trim();
    if (text === '' || values.includes(text)) return;
    field.setValue([...values, text]);
    setDraft('');
  };
  // Tags may repeat while being typed in by hand, so positions are the keys.
  const items = values.map((text, index) => ({ id: String(index), text }));
  const addLabel = useAddLabel(name, label);

  return (
    <div className="field-stack">
      <TagGroup
        label={label}
        description={description}
        items={items}
        onRemove={isReadOnly ? undefined : (keys) => field.setValue(values.filter((_, index) => !keys.has(String(index))))}
        renderEmptyState={() => intl.formatMessage({ id: 'form.tags.empty' })}
        errorMessage={field.errorMessage}
      >
        {(item) => (
          <Tag id={item.id} textValue={item.text}>
            <Bidi>{item.text}</Bidi>
          </Tag>
        )}
      </TagGroup>
      {!isReadOnly && (
        <div className="tags-field__new">
          <TextField
            hideLabel
            label={intl.formatMessage({ id: 'form.tags.new' }, { name: label })}
            dir="auto"
            className="field--line tags-field__draft"
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
          />
          <ActionButton onPress={add} isDisabled={draft.trim() === ''}>
            {addLabel}
          </ActionButton>
        </div>
      )}
    </div>
  );
}
