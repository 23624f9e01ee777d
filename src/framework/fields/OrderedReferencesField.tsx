import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';
import { Bidi } from '../display/Bidi';
import { useFormMeta } from './FormMetaContext';
import { ListFieldFrame } from './ListFieldFrame';
import { OrderedList } from './OrderedList';
import { ReferencePicker } from './ReferencePicker';
import type { FieldWidgetProps } from './types';
import { moveItem } from './useItemKeys';
import { useFormField } from './useFormField';

interface Props extends FieldWidgetProps {
  entity: EntitySubject;
}

/**
 * References whose order matters (a media card's media): the chosen rows as a numbered list
 * that moves with the keyboard (move up/down) or by dragging, each removable, and a search box
 * under it that appends one more. The form value is the ids in that order.
 */
export function OrderedReferencesField({ name, label, isReadOnly, isRequired, description, entity }: Props) {
  const intl = useIntl();
  const field = useFormField<string[] | null>(name);
  const { labels } = useFormMeta();
  const ids = field.value ?? [];
  return (
    <ListFieldFrame label={label} description={description} isRequired={isRequired} error={field.errorProps.errorMessage}>
      <OrderedList
        name={name}
        label={label}
        count={ids.length}
        isReadOnly={isReadOnly}
        // Titles come in either language: each keeps its own direction inside the row.
        renderItem={(index) => (
          <span className="ordered-list__text">
            <Bidi>{labels.get(entity, ids[index]) ?? ids[index]}</Bidi>
          </span>
        )}
        onMove={(from, to) => field.setValue(moveItem(ids, from, to))}
        onRemove={(index) => field.setValue(ids.filter((_, i) => i !== index))}
        footer={
          <ReferencePicker
            entity={entity}
            label={intl.formatMessage({ id: 'form.references.add' }, { name: label })}
            showLabel
            chosen={ids}
            onPick={(option) => field.setValue([...ids, option.id])}
            onBlur={field.onBlur}
          />
        }
      />
    </ListFieldFrame>
  );
}
