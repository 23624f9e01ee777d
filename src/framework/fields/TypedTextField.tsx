import { TextField } from '@adobe/react-spectrum';
import type { KeyboardEvent } from '@react-types/shared';
import type { FieldWidgetProps } from './types';
import { useInputDir } from './useInputDir';
import type { TypedText } from './useTypedText';
import './fields.css';

interface Props extends Omit<FieldWidgetProps, 'name'> {
  /** The field's binding (`useTypedText`). */
  typed: TypedText;
  UNSAFE_className: string;
  /** Numbers and amounts read left to right in either language (−5 never shows as 5−). */
  dir?: 'ltr';
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * The one-line input of a value typed as text (numbers, amounts, times), bound by `useTypedText`;
 * the other props go to Spectrum's TextField as they are.
 */
export function TypedTextField({ typed, dir, ...props }: Props) {
  const ref = useInputDir<HTMLInputElement>(dir);
  return (
    <TextField
      ref={ref}
      {...props}
      value={typed.text}
      onChange={typed.change}
      onBlur={typed.leave}
      inputMode="decimal"
      autoComplete="off"
      spellCheck="false"
      width="100%"
      {...typed.field.errorProps}
    />
  );
}
