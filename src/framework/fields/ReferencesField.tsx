import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';
import { Tag, TagGroup } from '../../ui/kit/TagGroup';
import { Bidi } from '../display/Bidi';
import { useFormMeta } from './FormMetaContext';
import { ReferencePicker } from './ReferencePicker';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import './fields.css';

interface Props extends FieldWidgetProps {
  entity: EntitySubject;
}

/**
 * Several referenced rows (a master's languages): the chosen ones as removable tags, in the order
 * they were added, and a search box that adds one more. The form value is the list of ids.
 * When the order matters, the declaration says `ordered: true` (OrderedReferencesField).
 */
export function ReferencesField({ name, label, isReadOnly, description, entity }: Props) {
  const intl = useIntl();
  const field = useFormField<string[] | null>(name);
  const { labels } = useFormMeta();
  const ids = field.value ?? [];
  const tags = ids.map((id) => ({ id, label: labels.get(entity, id) ?? id }));

  return (
    <div className="field-stack">
      <TagGroup
        label={label}
        description={description}
        items={tags}
        onRemove={isReadOnly ? undefined : (keys) => field.setValue(ids.filter((id) => !keys.has(id)))}
        renderEmptyState={() => intl.formatMessage({ id: 'form.references.empty' })}
        errorMessage={field.errorMessage}
      >
        {(tag) => (
          // Each name in its own direction: "Olivia Thomas <olivia@…>" whole in the Persian admin.
          <Tag id={tag.id} textValue={tag.label}>
            <Bidi>{tag.label}</Bidi>
          </Tag>
        )}
      </TagGroup>
      {!isReadOnly && (
        <ReferencePicker
          entity={entity}
          label={intl.formatMessage({ id: 'form.references.add' }, { name: label })}
          chosen={ids}
          onPick={(option) => field.setValue([...ids, option.id])}
          onBlur={field.onBlur}
        />
      )}
    </div>
  );
}
