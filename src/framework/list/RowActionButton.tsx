import type { ReactNode } from 'react';

interface Props {
  'aria-label': string;
  /** Shown on hover (after `tipDelay` ms) and on keyboard focus by the table's TruncationTip. */
  tip: string;
  tipDelay?: number;
  disabled?: boolean;
  /** Which action it is, the same on every row: the table gives the focus to the next row's after this one's row leaves. */
  action?: string;
  onPress: () => void;
  children: ReactNode;
}

/**
 * A row's icon button: a plain button drawn like Spectrum's quiet ActionButton. A page of rows
 * holds dozens of them, so each is one element, and their tips are one for the whole table
 * (TruncationTip) instead of a tooltip trigger per button.
 */
export function RowActionButton({ tip, tipDelay, disabled, action, onPress, children, ...props }: Props) {
  return (
    <button
      type="button"
      className="quiet-button row-action"
      aria-label={props['aria-label']}
      data-tip={tip}
      data-tip-delay={tipDelay}
      data-action={action}
      disabled={disabled}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
