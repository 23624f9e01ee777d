/**
 * A value people type as text (a number, an amount, a time): how a field reads the text and
 * writes the value back. `useTypedText` binds it to the form; the readers are `numberText.ts`
 * and `timecode.ts`.
 */
export interface TextReading {
  /** The value a text stands for; `null` for empty text; `undefined` when it is not one (the form then keeps the text). */
  parse: (text: string) => number | null | undefined;
  /** The text of a stored value as the viewer reads it (their digits). */
  format: (value: number) => string;
}

/**
 * What a typed field shows for a form value: a number in its text, the text it could not read as
 * typed, nothing for no value.
 *
 * @example typedValueText(90_250, formatTimecode) === '01:30.250'; typedValueText('1:7x', formatTimecode) === '1:7x'
 */
export function typedValueText(value: unknown, format: (value: number) => string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return format(value);
  return typeof value === 'string' ? value : '';
}
