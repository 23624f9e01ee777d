import type { CSSProperties, ReactNode } from 'react';
import { GridList, GridListItem, type Key, type Selection } from 'react-aria-components';
import './collections.css';

export interface ListViewProps<T extends object> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** Default `none`: rows are actions only (Enter or a click runs `onAction`). */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** `toggle`: a checkbox per row (Space or the box selects; Enter and a click run `onAction` while nothing is selected). */
  selectionBehavior?: 'toggle' | 'replace';
  selectedKeys?: 'all' | Iterable<Key>;
  onSelectionChange?: (keys: Selection) => void;
  disabledKeys?: Iterable<Key>;
  /** `selection`: disabled rows cannot be selected but still run `onAction`. */
  disabledBehavior?: 'all' | 'selection';
  /** Enter or a click on a row. */
  onAction?: (key: Key) => void;
  /** What an empty list shows. */
  renderEmptyState?: () => ReactNode;
  /** Row height: Spectrum's regular (40 px) or spacious (48 px). */
  density?: 'regular' | 'spacious';
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's ListView on react-aria-components' GridList: bordered rows, arrow keys between rows
 * (and right/left into a row's buttons), Enter runs the row's action; one tab stop. With
 * `selectionMode="multiple"` and `selectionBehavior="toggle"` each row shows its `checkbox`.
 *
 * @example
 * <ListView aria-label={label} items={entries} onAction={(key) => open(String(key))} renderEmptyState={() => empty}>
 *   {(entry) => (
 *     <ListViewItem id={entry.key} textValue={entry.name} icon={<IconFolder aria-hidden />} description={detail(entry)}
 *       actions={<Menu … />}>
 *       <bdi>{entry.name}</bdi>
 *     </ListViewItem>
 *   )}
 * </ListView>
 */
export function ListView<T extends object>({ density = 'regular', selectionMode = 'none', renderEmptyState, className, ...props }: ListViewProps<T>) {
  return (
    <GridList
      {...props}
      selectionMode={selectionMode}
      className={`kit-listview kit-listview--${density}${className ? ` ${className}` : ''}`}
      renderEmptyState={renderEmptyState && (() => <div className="kit-listview__empty">{renderEmptyState()}</div>)}
    />
  );
}

export interface ListViewItemProps {
  id?: Key;
  /** The row's name when its content is not plain text. */
  textValue?: string;
  /** Drawn at the start, `aria-hidden`. */
  icon?: ReactNode;
  /** A second, quieter line. */
  description?: ReactNode;
  /** Buttons or a menu at the end of the row, reached by the arrow keys. */
  actions?: ReactNode;
  href?: string;
  /**
   * The row's checkbox in a toggle selection, drawn first: the kit's
   * `<Checkbox slot="selection" aria-label={…} />` (named by the caller: react-aria's own "Select"
   * has no Persian). Given by the caller, so the lists that select nothing never load a checkbox.
   */
  checkbox?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One row: its checkbox (in a toggle selection), icon, label, description, actions. */
export function ListViewItem({ icon, description, actions, checkbox, className, children, ...props }: ListViewItemProps) {
  return (
    <GridListItem {...props} className={className ? `kit-listview__item ${className}` : 'kit-listview__item'}>
      {({ selectionMode, selectionBehavior }) => (
        <>
          {selectionMode === 'multiple' && selectionBehavior === 'toggle' && checkbox && <span className="kit-listview__checkbox">{checkbox}</span>}
          {icon && <span className="kit-listview__icon" aria-hidden>{icon}</span>}
          <span className="kit-listview__text">
            <span className="kit-listview__label">{children}</span>
            {description && <span className="kit-listview__description">{description}</span>}
          </span>
          {actions && <span className="kit-listview__actions">{actions}</span>}
        </>
      )}
    </GridListItem>
  );
}
