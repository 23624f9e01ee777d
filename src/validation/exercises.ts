import { array, boolean, object, string } from 'yup';
import { LEVELS, MARKING_MODES } from './enums';
import { M, msg } from './messages';
import {
  TEXT_MAX,
  blank,
  enumOf,
  optionalString,
  refId,
  requiredString,
  richText,
  timecodeRange,
  url,
} from './rules';

/** The steps learners take around a media item: keywords, quizzes, questions, transcripts. */

const SHORT_MAX = 1000;

export const keywordModuleSchema = () =>
  object({
    title: requiredString(),
    mediaId: refId(),
  });

export const vocabularySchema = () =>
  object({
    keywordModuleId: refId(),
    word: requiredString(),
    meaning: requiredString(SHORT_MAX),
    phonetic: optionalString(200),
    example: optionalString(SHORT_MAX),
    audioUrl: url(),
    languageId: refId(false),
  });

interface OptionLike {
  text?: unknown;
  isCorrect?: unknown;
}

/**
 * The form offers a few option rows and the editor fills some; blank rows are not options, so
 * every count below is over the filled ones.
 */
const filledOptions = (options: unknown): OptionLike[] =>
  (Array.isArray(options) ? (options as OptionLike[]) : []).filter(
    (o) => o != null && typeof o.text === 'string' && o.text.trim() !== '',
  );
const correctCount = (options: unknown) => filledOptions(options).filter((o) => o.isCorrect === true).length;

const quizOptionSchema = object({
  text: string()
    .defined()
    .max(500)
    // A row marked correct but left blank would make the right answer invisible to learners.
    .test({ name: 'correctBlank', message: msg(M.required), test: (v, ctx) => ctx.parent.isCorrect !== true || !blank(v) }),
  isCorrect: boolean().required(),
});

export const quizSchema = () =>
  object({
    mediaId: refId(),
    question: richText(true),
    markingMode: enumOf(MARKING_MODES),
    // Nullable here only so that a missing list reports minOptions, the message editors know.
    options: array(quizOptionSchema)
      .nullable()
      .max(10)
      .test({ name: 'minOptions', message: msg(M.quizMinOptions), test: (v) => filledOptions(v).length >= 2 })
      .test({ name: 'answerRequired', message: msg(M.answerRequired), test: (v) => correctCount(v) >= 1 })
      .test({
        name: 'singleCorrect',
        message: msg(M.quizSingleCorrect),
        test: (v, ctx) => ctx.parent.markingMode !== 'SINGLE' || correctCount(v) <= 1,
      }),
    level: enumOf(LEVELS, false),
    explanation: optionalString(),
  });

export const shortQuestionSchema = () =>
  object({
    mediaId: refId(),
    question: requiredString(SHORT_MAX),
    answers: array(string().defined().max(200))
      .nullable()
      .max(20)
      .test({
        name: 'answerRequired',
        message: msg(M.answerRequired),
        test: (v) => (v ?? []).some((answer) => !blank(answer)),
      }),
    hint: optionalString(SHORT_MAX),
  });

export const comprehensionSchema = () =>
  object({
    mediaId: refId(),
    title: requiredString(),
    passage: richText(),
    level: enumOf(LEVELS, false),
    languageId: refId(false),
  });

export const professorExplanationSchema = () =>
  object({
    mediaId: refId(),
    masterId: refId(),
    content: richText(),
    videoUrl: url(),
    ...timecodeRange(false),
  });

export const videoTextSchema = () =>
  object({
    mediaId: refId(),
    ...timecodeRange(),
    text: requiredString(TEXT_MAX),
    translation: requiredString(TEXT_MAX),
    translationLanguageId: refId(false),
  });
