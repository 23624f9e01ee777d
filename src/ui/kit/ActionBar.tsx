import { IconX } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import { Toolbar } from './Toolbar';
import './collections.css';

export interface ActionBarItem {
  key: string;
  label: string;
  /** Drawn before the label, `aria-hidden` (e.g. `<AppIcon icon={IconTrash} />`). */
  icon?: ReactNode;
}

export interface ActionBarProps {
  items: ActionBarItem[];
  /** 0 hides the bar. */
  selectedItemCount: number;
  onClearSelection: () => void;
  onAction: (key: string) => void;
  disabledKeys?: Iterable<string>;
  /** The accent (blue) bar, as Spectrum's `isEmphasized`. */
  isEmphasized?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's ActionBar: over a table with a selection, the count, a button that clears it, and
 * the bulk actions in a toolbar (arrow keys between them). Escape in the bar clears the selection.
 *
 * @example
 * <ActionBarContainer>
 *   <DataTable … />
 *   <ActionBar isEmphasized items={items} selectedItemCount={ids.size} onClearSelection={clear} onAction={run} disabledKeys={busy} />
 * </ActionBarContainer>
 */
export function ActionBar({ items, selectedItemCount, onClearSelection, onAction, disabledKeys, isEmphasized, className, style }: ActionBarProps) {
  const intl = useIntl();
  if (selectedItemCount === 0) return null;
  const disabled = new Set(disabledKeys);
  return (
    <div
      className={`kit-actionbar${isEmphasized ? ' kit-actionbar--emphasized' : ''}${className ? ` ${className}` : ''}`}
      style={style}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClearSelection();
      }}
    >
      <Button className="kit-actionbar__clear" aria-label={intl.formatMessage({ id: 'common.actionBar.clear' })} onPress={onClearSelection}>
        <IconX size={16} aria-hidden />
      </Button>
      <span className="kit-actionbar__count">{intl.formatMessage({ id: 'common.actionBar.selected' }, { count: selectedItemCount })}</span>
      <Toolbar className="kit-actionbar__actions" aria-label={intl.formatMessage({ id: 'common.actionBar.actions' })}>
        {items.map(({ key, label, icon }) => (
          <Button key={key} className="kit-actionbar__action" isDisabled={disabled.has(key)} onPress={() => onAction(key)}>
            {icon}
            <span>{label}</span>
          </Button>
        ))}
      </Toolbar>
    </div>
  );
}

/** Lays a table and its ActionBar out in one column; the bar overlays the table's end. */
export function ActionBarContainer({ className, style, children }: { className?: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <div className={className ? `kit-actionbar-container ${className}` : 'kit-actionbar-container'} style={style}>
      {children}
    </div>
  );
}
