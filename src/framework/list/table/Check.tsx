import { useLayoutEffect, useRef } from 'react';

interface CheckProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A row's (or Select All's) checkbox: a native one, out of the tab order since the grid moves
 * focus cell to cell (Space on the cell selects). Native, it costs a row nothing to render.
 */
export function Check({ label, checked, indeterminate = false, disabled = false, onChange }: CheckProps) {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={input}
      type="checkbox"
      className="data-table__checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      tabIndex={-1}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
