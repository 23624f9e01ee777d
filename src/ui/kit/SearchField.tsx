import { useRef, type CSSProperties } from 'react';
import { Button } from 'react-aria-components';
import { useKeyboard } from 'react-aria/useKeyboard';
import { useLabel } from 'react-aria/useLabel';
import { useIntl } from 'react-intl';
import { useSearchFieldState } from 'react-stately/useSearchFieldState';
import { CrossMark, MagnifierMark } from './Marks';
import { dimension, type DimensionValue } from './dimension';
import { FieldLabel } from './FieldLabel';
import './field.css';
import './controls.css';

export interface SearchFieldProps {
  /** The visible label above the box; or give `aria-label` alone. */
  label?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Enter, with the text. */
  onSubmit?: (value: string) => void;
  /** Escape or the clear button, after the text is emptied. */
  onClear?: () => void;
  placeholder?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  name?: string;
  /** Inline size, e.g. `100%` or `size-3000` (Spectrum's default is 192 px). */
  width?: DimensionValue;
  maxWidth?: DimensionValue;
  className?: string;
  style?: CSSProperties;
}

/**
 * Spectrum's SearchField (role searchbox): a magnifier at the start, a clear button at the end
 * while there is text. Enter calls `onSubmit` with the text; Escape (or the clear button, which
 * is out of the tab order as in Spectrum) empties it and calls `onClear`; an Escape in an empty
 * box goes on to what is around it (a dialog closes).
 *
 * Built from react-aria's state, label and keyboard hooks with `useSearchField`'s keys, not on
 * RAC's SearchField: that one is a text field with form validation (react-aria's validation
 * state and hooks, ~10 KB of source), which a search box never uses, and every list shows one
 * from its first paint (issue 31).
 *
 * @example
 * <SearchField label={intl.formatMessage({ id: 'list.search' })} value={text} onChange={setText}
 *   onSubmit={commit} onClear={() => commit('')} width="size-3000" />
 */
export function SearchField({ label, placeholder, width, maxWidth, className, style, isDisabled, isReadOnly, onSubmit, onClear, autoFocus, name, ...props }: SearchFieldProps) {
  const intl = useIntl();
  const state = useSearchFieldState(props);
  const inputRef = useRef<HTMLInputElement>(null);
  const { labelProps, fieldProps } = useLabel({ label, 'aria-label': props['aria-label'], 'aria-labelledby': props['aria-labelledby'] });
  const clear = () => {
    state.setValue('');
    onClear?.();
  };
  // useSearchField's keys: a handled Enter or Escape stops there; an unhandled one goes on.
  const { keyboardProps } = useKeyboard({
    isDisabled: isDisabled || isReadOnly,
    shortcuts: {
      Enter: () => {
        if (!onSubmit) return false;
        onSubmit(state.value);
      },
      Escape: () => {
        if (state.value === '' && (!inputRef.current || inputRef.current.value === '')) return false;
        clear();
      },
    },
  });
  return (
    <div
      className={className ? `light-field kit-search ${className}` : 'light-field kit-search'}
      style={{ inlineSize: dimension(width), maxInlineSize: dimension(maxWidth), ...style }}
      data-empty={state.value === '' || undefined}
      data-disabled={isDisabled || undefined}
    >
      {label && <FieldLabel label={label} {...labelProps} />}
      <div className="light-field__box kit-search__box">
        <MagnifierMark className="kit-search__icon" />
        <input
          {...fieldProps}
          {...keyboardProps}
          ref={inputRef}
          type="search"
          className="light-field__input kit-search__input"
          placeholder={placeholder}
          value={state.value}
          onChange={(event) => state.setValue(event.target.value)}
          disabled={isDisabled}
          readOnly={isReadOnly}
          autoFocus={autoFocus}
          name={name}
          autoComplete="off"
        />
        <Button
          className="kit-search__clear"
          aria-label={intl.formatMessage({ id: 'common.actions.clearSearch' })}
          excludeFromTabOrder
          preventFocusOnPress
          isDisabled={isDisabled || isReadOnly}
          onPress={clear}
          // On press start, so touching it keeps the focus (and a phone's keyboard) in the box.
          onPressStart={() => inputRef.current?.focus()}
        >
          <CrossMark className="kit-search__cross" />
        </Button>
      </div>
    </div>
  );
}
