/**
 * Unicode isolates for text that ends up inside a plain string (a toast, an option's label, an
 * aria-label), where no element can carry `dir`. An isolate lays its content out on its own and
 * is one neutral character to the sentence around it, so "!The 30-day … Join now" cannot happen
 * to an English title inside a Persian message, nor "<Olivia Thomas ‹olivia…" to a name and an
 * e-mail. Screen readers and search ignore the marks; `withoutIsolates` takes them off a value
 * that is edited or compared as text.
 */
const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';

/** Text of unknown direction (a record's title, a person's name): its first strong letter decides. */
export const isolate = (text: string): string => `${FSI}${text}${PDI}`;

/** A structured value (e-mail, phone, URL, code, id): always left to right, also inside RTL text. */
export const ltrIsolate = (text: string): string => `${LRI}${text}${PDI}`;

/** The marks `isolate` and `ltrIsolate` add, and any other directional isolates, removed. */
export const withoutIsolates = (text: string): string => text.replace(/[\u2066-\u2069]/g, '');

/**
 * Message values with every string isolated, for a translated sentence that interpolates user
 * text; numbers stay numbers, for the message to format in the viewer's digits.
 *
 * @example intl.formatMessage({ id: 'views.toast.saved' }, isolateValues({ name: view.name }))
 */
export function isolateValues<V extends Record<string, unknown>>(values: V): V {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' && value !== '' ? isolate(value) : value])) as V;
}
