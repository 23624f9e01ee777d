/** What a message function gets to pluralize and format numbers in the current locale. */
export interface StringFormatter {
  plural(count: number, options: Record<string, string | (() => string)>, type?: Intl.PluralRuleType): string;
  number(value: number): string;
  select(options: Record<string, string | (() => string)>, value: unknown): string;
}

/* Message arguments are whatever the component passes (counts, names, dates). */
/* eslint-disable-next-line @typescript-eslint/no-explicit-any */
type Args = Record<string, any>;

/** One message of React Aria: a string, or a function of its arguments. */
export type AriaMessage = string | ((args: Args, formatter: StringFormatter) => string);

/** Messages by package (`@react-aria/searchfield`) and key (`Clear search`), as the libraries look them up. */
export type AriaStrings = Record<string, Record<string, AriaMessage>>;
