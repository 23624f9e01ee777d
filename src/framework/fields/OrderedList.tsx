import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ActionButton } from '../../ui/kit/ActionButton';
import { useItemKeys } from './useItemKeys';
import './fields.css';

type Action = 'up' | 'down' | 'remove';

interface Props {
  /** Formik path of the list; each item is marked `name[i]` so the error summary can focus it. */
  name: string;
  /** Translated label of the list, for the names of the item controls. */
  label: string;
  count: number;
  isReadOnly: boolean;
  /** Items that cannot be removed (the rows offered for "at least one"). */
  minItems?: number;
  /** An item's content; `itemLabel` is "Clips, item 2". */
  renderItem: (index: number, itemLabel: string) => ReactNode;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Shows an Add button; the new item's first control takes focus. */
  onAdd?: () => void;
  /** The Add button's text, naming what it adds ("Add clip"; see useAddLabel). */
  addLabel?: string;
  /** Instead of (or beside) the Add button: a picker that adds items (ordered references). */
  footer?: ReactNode;
  /** Cards with room for several fields (repeater) instead of one-line rows. */
  variant?: 'row' | 'card';
}

const FOCUSABLE = 'input:not([disabled]), textarea, [contenteditable="true"], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * An ordered list the user rearranges: per item, move up and move down buttons (keyboard; focus
 * follows the moved item and a live region says where it went), a drag handle (pointer) and a
 * remove button. The caller owns the values and applies onMove/onRemove; this owns the items'
 * keys, focus and announcements.
 */
export function OrderedList({ name, label, count, isReadOnly, minItems = 0, renderItem, onMove, onRemove, onAdd, addLabel, footer, variant = 'row' }: Props) {
  const intl = useIntl();
  const items = useItemKeys(count);
  const root = useRef<HTMLDivElement>(null);
  const pending = useRef<{ index: number; action?: Action } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<{ from: number; over: number | null } | null>(null);
  const text = (id: string, index: number, extra: Record<string, unknown> = {}) =>
    intl.formatMessage({ id }, { name: label, index: index + 1, count, ...extra });

  // Focus follows the item a button moved or removed, once the list has re-rendered in its new order.
  useEffect(() => {
    const target = pending.current;
    if (!target || !root.current) return;
    pending.current = null;
    const item = root.current.querySelectorAll<HTMLElement>(':scope > ol > li')[target.index];
    const control = target.action
      ? (item?.querySelector<HTMLElement>(`button[data-action="${target.action}"]:not([disabled])`) ??
        item?.querySelector<HTMLElement>('button[data-action]:not([disabled])'))
      : item?.querySelector<HTMLElement>(FOCUSABLE);
    (control ?? root.current.querySelector('.ordered-list__footer')?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  });

  const move = (from: number, to: number, action?: Action) => {
    if (to < 0 || to >= count || from === to) return;
    items.move(from, to);
    onMove(from, to);
    pending.current = action ? { index: to, action } : null;
    setAnnouncement(intl.formatMessage({ id: 'fields.list.moved' }, { name: label, index: to + 1, count }));
  };
  const remove = (index: number) => {
    items.remove(index);
    onRemove(index);
    pending.current = { index: Math.min(index, count - 2), action: 'remove' };
    setAnnouncement(text('fields.list.removed', index));
  };
  const add = () => {
    onAdd?.();
    pending.current = { index: count };
  };

  return (
    <div ref={root} className={`ordered-list ordered-list--${variant}`}>
      {count === 0 && <p className="ordered-list__empty">{intl.formatMessage({ id: 'fields.list.empty' })}</p>}
      <ol className="ordered-list__items">
        {items.keys.map((key, index) => (
          <li
            key={key}
            data-field={`${name}[${index}]`}
            className={`ordered-list__item${drag?.over === index && drag.from !== index ? ' ordered-list__item--drop' : ''}${drag?.from === index ? ' ordered-list__item--dragging' : ''}`}
            onDragOver={(event) => {
              if (!drag) return;
              event.preventDefault();
              if (drag.over !== index) setDrag({ ...drag, over: index });
            }}
            onDrop={(event) => {
              if (!drag) return;
              event.preventDefault();
              move(drag.from, index);
              setDrag(null);
            }}
          >
            {!isReadOnly && (
              <span
                className="ordered-list__handle"
                draggable
                title={text('fields.list.drag', index)}
                // Pointer only: the move buttons do the same from the keyboard.
                aria-hidden
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                  const row = event.currentTarget.closest('li');
                  if (row) event.dataTransfer.setDragImage?.(row, 16, 16);
                  setDrag({ from: index, over: null });
                }}
                onDragEnd={() => setDrag(null)}
              >
                <IconGripVertical size={18} />
              </span>
            )}
            <span className="ordered-list__number" aria-hidden>
              {intl.formatNumber(index + 1)}
            </span>
            <div className="ordered-list__content">{renderItem(index, text('fields.list.item', index))}</div>
            {!isReadOnly && (
              <div className="ordered-list__actions">
                <ActionButton isQuiet data-action="up" isDisabled={index === 0} aria-label={text('fields.list.moveUp', index)} onPress={() => move(index, index - 1, 'up')}>
                  <IconArrowUp size={18} aria-hidden />
                </ActionButton>
                <ActionButton isQuiet data-action="down" isDisabled={index === count - 1} aria-label={text('fields.list.moveDown', index)} onPress={() => move(index, index + 1, 'down')}>
                  <IconArrowDown size={18} aria-hidden />
                </ActionButton>
                <ActionButton isQuiet data-action="remove" isDisabled={count <= minItems} aria-label={text('fields.list.remove', index)} onPress={() => remove(index)}>
                  <IconTrash size={18} aria-hidden />
                </ActionButton>
              </div>
            )}
          </li>
        ))}
      </ol>
      {!isReadOnly && (onAdd || footer) && (
        <div className="ordered-list__footer">
          {footer && <div className="ordered-list__picker">{footer}</div>}
          {onAdd && (
            <ActionButton onPress={add}>
              <IconPlus size={18} aria-hidden />
              <span>{addLabel ?? intl.formatMessage({ id: 'fields.list.addTo' }, { name: label })}</span>
            </ActionButton>
          )}
        </div>
      )}
      <div className="ordered-list__live" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
