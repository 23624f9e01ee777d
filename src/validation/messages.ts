/**
 * Message ids shared by the forms, the mock server's userErrors and the translation catalogs.
 * Validation never produces display text: it produces an id (plus values), and the admin
 * translates it in the viewer's language. The English defaults below are what
 * `src/i18n/messages/en/validation.json` holds; a test keeps the two in step.
 */
export const M = {
  required: 'validation.required',
  isoCountry: 'validation.isoCountry',
  languageCode: 'validation.languageCode',
  email: 'validation.email',
  url: 'validation.url',
  mobile: 'validation.mobile',
  date: 'validation.date',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  length: 'validation.length',
  min: 'validation.min',
  max: 'validation.max',
  moreThan: 'validation.moreThan',
  lessThan: 'validation.lessThan',
  integer: 'validation.integer',
  moneyFraction: 'validation.moneyFraction',
  number: 'validation.number',
  percent: 'validation.percent',
  oneOf: 'validation.oneOf',
  minItems: 'validation.minItems',
  maxItems: 'validation.maxItems',
  itemCount: 'validation.itemCount',
  duplicate: 'validation.duplicate',
  imageSource: 'validation.imageSource',
  quizMinOptions: 'validation.quiz.minOptions',
  answerRequired: 'validation.answerRequired',
  quizSingleCorrect: 'validation.quiz.singleCorrect',
  cardRequired: 'validation.cardRequired',
  useNavigation: 'validation.useNavigation',
  endAfterStart: 'validation.endAfterStart',
  timecode: 'validation.timecode',
  duration: 'validation.duration',
  passwordMismatch: 'validation.passwordMismatch',
  checkInput: 'validation.checkInput',
  hiddenCharacters: 'validation.hiddenCharacters',
  notFound: 'validation.notFound',
  taken: 'validation.taken',
  inUse: 'validation.inUse',
  formSummary: 'form.summary',
  generic: 'errors.generic',
  genericCheckInput: 'errors.genericCheckInput',
  wrongPassword: 'auth.wrongPassword',
  uploadTooLarge: 'upload.tooLarge',
  uploadType: 'upload.type',
  uploadFilename: 'upload.filename',
  uploadSize: 'upload.size',
} as const;

export type MessageId = (typeof M)[keyof typeof M];

/**
 * What a rule reports: an id for the catalog and the values its ICU message interpolates.
 * A type alias, not an interface, so that it fits yup's `Record<PropertyKey, unknown>` messages.
 */
export type MessageDescriptor = {
  id: MessageId;
  values?: Record<string, unknown>;
};

export const msg = (id: MessageId, values?: Record<string, unknown>): MessageDescriptor =>
  values ? { id, values } : { id };

/** The values each parameterised message interpolates; ids not listed take none. */
export const MESSAGE_PARAMS: Partial<Record<MessageId, readonly string[]>> = {
  [M.minLength]: ['min'],
  [M.maxLength]: ['max'],
  [M.length]: ['length'],
  [M.min]: ['min'],
  [M.max]: ['max'],
  [M.moreThan]: ['more'],
  [M.lessThan]: ['less'],
  [M.minItems]: ['min'],
  [M.maxItems]: ['max'],
  [M.itemCount]: ['length'],
  [M.inUse]: ['count'],
  [M.uploadTooLarge]: ['max'],
  [M.uploadType]: ['type'],
};

/** English defaults (ICU MessageFormat), keyed by id. */
export const DEFAULT_MESSAGES: Record<MessageId, string> = {
  [M.required]: 'This field is required',
  [M.isoCountry]: 'Use ISO 3166 country codes',
  [M.languageCode]: 'Use an ISO 639-1 language code: two lower-case letters, e.g. fa',
  [M.email]: 'Enter a valid email address',
  [M.url]: 'Enter a full address starting with http:// or https://',
  [M.mobile]: 'Enter the mobile number in international form, e.g. +989121234567',
  [M.date]: 'Enter a valid date and time',
  [M.minLength]: '{min, plural, one {Use at least # character} other {Use at least # characters}}',
  [M.maxLength]: '{max, plural, one {Use at most # character} other {Use at most # characters}}',
  [M.length]: '{length, plural, one {Use exactly # character} other {Use exactly # characters}}',
  [M.min]: 'Enter {min, number} or more',
  [M.max]: 'Enter {max, number} or less',
  [M.moreThan]: 'Enter a number greater than {more, number}',
  [M.lessThan]: 'Enter a number less than {less, number}',
  [M.integer]: 'Enter a whole number',
  [M.moneyFraction]: 'Too many decimal places for this currency',
  [M.number]: 'Enter a number',
  [M.percent]: 'Enter a percentage from 0 to 100',
  [M.oneOf]: 'Choose one of the offered values',
  [M.minItems]: '{min, plural, one {Add at least # item} other {Add at least # items}}',
  [M.maxItems]: '{max, plural, one {Add at most # item} other {Add at most # items}}',
  [M.itemCount]: '{length, plural, one {Add exactly # item} other {Add exactly # items}}',
  [M.duplicate]: 'Each item may be chosen only once',
  [M.imageSource]: 'Images may only come from http, https or data addresses',
  [M.quizMinOptions]: 'Fill at least two quiz options',
  [M.answerRequired]: 'At least one answer must be written',
  [M.quizSingleCorrect]: 'Exactly one option must be correct in single marking mode',
  [M.cardRequired]: 'There is no selected card',
  [M.useNavigation]: 'Please use navigation to saving',
  [M.endAfterStart]: 'The end must be after the start',
  [M.timecode]: 'Enter a time as minutes:seconds.milliseconds, e.g. 01:30.250',
  [M.duration]: 'Enter a duration as minutes:seconds or hours:minutes:seconds, e.g. 41:16 or 1:05:30',
  [M.passwordMismatch]: 'The passwords do not match',
  [M.checkInput]: 'Please check input',
  [M.hiddenCharacters]: 'Remove the hidden characters: direction, control or invisible characters (a zero-width non-joiner only between letters)',
  [M.notFound]: 'The selected item no longer exists',
  [M.taken]: 'This value is already used',
  [M.inUse]: '{count, plural, one {It is still used by # other item} other {It is still used by # other items}}',
  [M.formSummary]: 'Consider the following issues',
  [M.generic]: 'Generic error',
  [M.genericCheckInput]: 'Generic error and check input',
  [M.wrongPassword]: 'The current password is incorrect',
  [M.uploadTooLarge]: 'The file is too large; the limit is {max, number} bytes',
  [M.uploadType]: 'Files of type {type} are not accepted',
  [M.uploadFilename]: 'This file name cannot be used',
  [M.uploadSize]: 'The file size is not valid',
};
