import type { KeyboardEvent } from '@react-types/shared';
import type { CSSProperties } from 'react';
import { Input, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, type FieldHelpProps } from './FieldHelp';
import { InvalidMark } from './Marks';
import { FieldLabel } from './FieldLabel';

export interface TextFieldProps extends FieldHelpProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** React Aria's key event: `continuePropagation()` lets a key on to the form (Enter saves). */
  onKeyDown?: (event: KeyboardEvent) => void;
  name?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  type?: 'text' | 'email' | 'url' | 'tel' | 'password';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  /** `auto` for a person's words, `ltr` for structured values; none follows the interface. */
  dir?: 'auto' | 'ltr';
  /** Off for codes, e-mails and numbers: no spelling marks, no capital first letter on a phone. */
  plainText?: boolean;
  /** Several lines, growing with what is typed (Spectrum's TextArea). */
  multiline?: boolean;
  /** Classes on the field's root, for rules on its input (`.field--line input`). */
  className?: string;
  style?: CSSProperties;
  /** The label names the input without being shown (a line of a list, a tag being typed). */
  hideLabel?: boolean;
  autoFocus?: boolean;
  isDisabled?: boolean;
  /** Invalid without an error of its own, when the message is shown elsewhere (under a group); an `errorMessage` implies it. */
  isInvalid?: boolean;
}

/**
 * A text field drawn like Spectrum's (label above, 32 px box, help or error under it, the alert
 * mark inside an invalid box) on react-aria-components: the same labelling, aria-invalid and
 * aria-describedby, in plain DOM. Validation is the form's (`aria`), never the browser's.
 */
export function TextField({ label, description, errorMessage, isInvalid, dir, plainText, multiline, className, hideLabel, ...props }: TextFieldProps) {
  const invalid = isInvalid || Boolean(errorMessage);
  const input = {
    className: multiline ? 'light-field__box light-field__text light-field__text--multi' : 'light-field__box light-field__text',
    dir,
    spellCheck: plainText ? 'false' : undefined,
    autoCorrect: plainText ? 'off' : undefined,
  } as const;
  return (
    <AriaTextField
      {...props}
      className={className ? `light-field light-field--form ${className}` : 'light-field light-field--form'}
      aria-label={hideLabel ? label : undefined}
      isInvalid={invalid}
      validationBehavior="aria"
    >
      {!hideLabel && <FieldLabel label={label} isRequired={props.isRequired} />}
      <div className="light-field__control">
        {multiline ? <TextArea {...input} /> : <Input {...input} />}
        {invalid && <InvalidMark />}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
