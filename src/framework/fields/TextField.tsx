import { TextField as KitTextField } from '../../ui/kit/TextField';
import type { FieldWidgetProps } from './types';
import { useFormField } from './useFormField';
import { textDir, type TextKind } from './useInputDir';

interface Props extends FieldWidgetProps {
  /** What the line holds; it decides the input's type, keyboard and direction (see textDir). */
  kind?: TextKind;
}

/** The input type of each kind: `email`, `url` and `tel` bring the matching mobile keyboards and autocomplete. */
const INPUT_TYPE: Record<TextKind, 'text' | 'email' | 'url' | 'tel'> = { text: 'text', email: 'email', url: 'url', tel: 'tel', code: 'text' };

/**
 * One line of text: a person's words in their own direction, a structured value left to right.
 * A light field (plain DOM on react-aria-components): Spectrum's TextField was most of a form's
 * first render.
 */
export function TextField({ name, label, isReadOnly, isRequired, description, kind = 'text' }: Props) {
  const field = useFormField<string | null>(name);
  const dir = textDir(kind);
  return (
    <KitTextField
      name={name}
      label={label}
      description={description}
      isRequired={isRequired}
      type={INPUT_TYPE[kind]}
      dir={dir}
      // A code is not a word: no spelling marks, no capitalised first letter on a phone.
      plainText={kind !== 'text'}
      className={dir === 'ltr' ? 'field--line field--ltr' : 'field--line'}
      value={field.value ?? ''}
      onChange={field.setValue}
      onBlur={field.onBlur}
      isReadOnly={isReadOnly}
      errorMessage={field.errorMessage}
    />
  );
}
