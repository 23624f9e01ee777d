import { useState } from 'react';
import { typedValueText, type TextReading } from './typedText';
import { useFormField } from './useFormField';

/**
 * The Formik binding of a value typed as text, which never changes what was typed. The form holds
 * what the text means (`parse`): the value, whatever its range or fraction (the schema says what
 * is wrong with it), `null` when empty, or the text itself when it reads as no value, so nothing
 * is lost and the schema reports it on this field. While focused the input shows exactly what was
 * typed; once left, the value as `format` writes it (the viewer's digits: `12.5` → `۱۲٫۵`,
 * `90` → `۰۱:۳۰٫۰۰۰`).
 *
 * @example const typed = useTypedText(name, { parse: parseTimecode, format: formatTimecode }); <TypedTextField typed={typed} … />
 */
export function useTypedText(name: string, { parse, format }: TextReading) {
  const field = useFormField<number | string | null>(name);
  // What was typed, while it still stands for the form value (a reset, a merge or a step replaces it).
  const [draft, setDraft] = useState<{ text: string; value: unknown } | null>(null);
  const text = draft && draft.value === field.value ? draft.text : typedValueText(field.value, format);

  const change = (next: string) => {
    const parsed = parse(next);
    const value = parsed === undefined ? next : parsed;
    setDraft({ text: next, value });
    field.setValue(value);
  };
  /** Leaving the field shows the value as `format` writes it; text that reads as no value stays as typed. */
  const leave = () => {
    setDraft(null);
    field.onBlur();
  };
  return { name, text, change, leave, field, value: field.value };
}

export type TypedText = ReturnType<typeof useTypedText>;
