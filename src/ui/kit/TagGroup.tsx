import { IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Label,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  TagList,
  Text,
  type Key,
} from 'react-aria-components';
import './field.css';
import './fieldForm.css';
import './collections.css';

export interface TagGroupProps<T extends object> {
  /** The visible label above the tags; or `aria-label` when there is none. */
  label?: string;
  'aria-label'?: string;
  /** Help under the tags, linked by aria-describedby. */
  description?: string;
  /** The translated error; while there is one it replaces the help, in red. */
  errorMessage?: string;
  /** Data for a function child (each object keyed by its `id`, or a `<Tag id>` per item). */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** Given, each tag has a remove button and Backspace/Delete removes the focused tag. */
  onRemove?: (keys: Set<Key>) => void;
  /** What an empty group shows ("No tags yet"). */
  renderEmptyState?: () => ReactNode;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's TagGroup on react-aria-components: a label, the tags in a grid (arrow keys move
 * between them), an optional remove button per tag, help or error under them.
 *
 * @example
 * <TagGroup label={label} items={tags} onRemove={(keys) => setIds(ids.filter((id) => !keys.has(id)))}
 *   renderEmptyState={() => t('form.tags.empty')} errorMessage={field.errorMessage}>
 *   {(tag) => <Tag id={tag.id} textValue={tag.label}><Bidi>{tag.label}</Bidi></Tag>}
 * </TagGroup>
 */
export function TagGroup<T extends object>({ label, description, errorMessage, items, children, onRemove, renderEmptyState, className, style, ...aria }: TagGroupProps<T>) {
  return (
    <RACTagGroup
      aria-label={aria['aria-label']}
      onRemove={onRemove}
      className={className ? `kit-taggroup ${className}` : 'kit-taggroup'}
      style={style}
      data-invalid={errorMessage ? true : undefined}
    >
      {label && <Label className="light-field__label">{label}</Label>}
      <TagList
        className="kit-taggroup__list"
        items={items}
        renderEmptyState={renderEmptyState && (() => <span className="kit-taggroup__empty">{renderEmptyState()}</span>)}
      >
        {children}
      </TagList>
      {errorMessage ? (
        <Text slot="errorMessage" className="light-field__help light-field__help--error">{errorMessage}</Text>
      ) : (
        description && <Text slot="description" className="light-field__help">{description}</Text>
      )}
    </RACTagGroup>
  );
}

export interface TagProps {
  id: Key;
  /** The tag's name when its content is not plain text. */
  textValue?: string;
  isDisabled?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** One tag; when its group has `onRemove`, a remove button named "Remove" and the tag's text. */
export function Tag({ className, children, textValue, ...props }: TagProps) {
  const intl = useIntl();
  return (
    <RACTag {...props} textValue={textValue ?? (typeof children === 'string' ? children : undefined)} className={className ? `kit-tag ${className}` : 'kit-tag'}>
      {({ allowsRemoving }) => (
        <>
          <span className="kit-tag__content">{children}</span>
          {allowsRemoving && (
            <Button slot="remove" className="kit-tag__remove" aria-label={intl.formatMessage({ id: 'common.actions.remove' })}>
              <IconX size={12} stroke={2.5} aria-hidden />
            </Button>
          )}
        </>
      )}
    </RACTag>
  );
}
