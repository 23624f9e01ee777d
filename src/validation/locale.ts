import { setLocale } from 'yup';
import { M, msg } from './messages';

/**
 * Yup's built-in rules report English sentences by default. The admin is bilingual and the mock
 * server answers with message ids, so every built-in rule reports `{ id, values }` instead; the
 * values are only the ones the ICU message interpolates (never yup's `path` or `value`).
 * Imported for its side effect by `index.ts`; setLocale is global to the yup instance.
 */
setLocale({
  mixed: {
    default: msg(M.checkInput),
    required: msg(M.required),
    defined: msg(M.required),
    notNull: msg(M.required),
    oneOf: msg(M.oneOf),
    notOneOf: msg(M.checkInput),
    // A form sends '' or text where a number belongs; say what is expected, not "wrong type".
    notType: ({ type }: { type: string }) =>
      type === 'number' ? msg(M.number) : type === 'date' ? msg(M.date) : msg(M.checkInput),
  },
  string: {
    length: ({ length }: { length: number }) => msg(M.length, { length }),
    min: ({ min }: { min: number }) => msg(M.minLength, { min }),
    max: ({ max }: { max: number }) => msg(M.maxLength, { max }),
    matches: msg(M.checkInput),
    email: msg(M.email),
    url: msg(M.url),
    uuid: msg(M.checkInput),
    datetime: msg(M.date),
    datetime_offset: msg(M.date),
    datetime_precision: msg(M.date),
    trim: msg(M.checkInput),
    lowercase: msg(M.checkInput),
    uppercase: msg(M.checkInput),
  },
  number: {
    min: ({ min }: { min: number }) => msg(M.min, { min }),
    max: ({ max }: { max: number }) => msg(M.max, { max }),
    lessThan: ({ less }: { less: number }) => msg(M.lessThan, { less }),
    moreThan: ({ more }: { more: number }) => msg(M.moreThan, { more }),
    positive: msg(M.moreThan, { more: 0 }),
    negative: msg(M.lessThan, { less: 0 }),
    integer: msg(M.integer),
  },
  date: {
    min: msg(M.date),
    max: msg(M.date),
  },
  boolean: {
    isValue: msg(M.checkInput),
  },
  object: {
    noUnknown: msg(M.checkInput),
    exact: msg(M.checkInput),
  },
  array: {
    min: ({ min }: { min: number }) => msg(M.minItems, { min }),
    max: ({ max }: { max: number }) => msg(M.maxItems, { max }),
    length: ({ length }: { length: number }) => msg(M.itemCount, { length }),
  },
  tuple: {
    notType: msg(M.checkInput),
  },
});
