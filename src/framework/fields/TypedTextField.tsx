import type { KeyboardEvent } from '@react-types/shared';
import { TextField } from '../../ui/kit/TextField';
import type { FieldWidgetProps } from './types';
import type { TypedText } from './useTypedText';
import './fields.css';

interface Props extends Omit<FieldWidgetProps, 'name'> {
  /** The field's binding (`useTypedText`). */
  typed: TypedText;
  /** Classes on the field's root, for rules on its input (`.field--number input`). */
  className: string;
  /** Numbers and amounts read left to right in either language (−5 never shows as 5−). */
  dir?: 'ltr';
  onKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * The one-line input of a value typed as text (numbers, amounts, times), bound by `useTypedText`,
 * in a light text field.
 */
export function TypedTextField({ typed, ...props }: Props) {
  return (
    <TextField
      {...props}
      name={typed.name}
      value={typed.text}
      onChange={typed.change}
      onBlur={typed.leave}
      inputMode="decimal"
      autoComplete="off"
      plainText
      errorMessage={typed.field.errorMessage}
    />
  );
}
