import type { Row } from '../store/types';
import type { Seeder, SeedContext } from './context';
import { between, faDigits, richDoc, weighted } from './helpers';
import type { Rng } from './random';
import { ANTONYMS, IRREGULAR_VERBS, SENTENCE_PAIRS, VOCABULARY, type PartOfSpeech } from './text-learning';
import { isPersian, persianShare } from './text';

/** Media in English (the language the exercises are written for), and the English Language row. */
export function englishMedia(ctx: SeedContext): { media: Row[]; english: Row | null } {
  const english = ctx.all('Language').find((l) => l.code === 'en') ?? null;
  const all = ctx.all('Media');
  const media = all.filter((m) => m.language === english);
  return { media: media.length ? media : all, english };
}

export const seedKeywordModules: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const { media, english } = englishMedia(ctx);
  for (let i = 0; i < 300; i++) {
    const target = rng.pick(media);
    const createdAt = between(rng, target.createdAt, now);
    const title = target.title as string;
    const keywordModule = ctx.insert('KeywordModule', {
      title: isPersian(title) ? `واژگان کلیدی: ${title}` : `Key words: ${title}`,
      media: target,
      createdAt,
    });
    for (const entry of rng.sample(VOCABULARY, rng.int(3, 10))) {
      ctx.insert('Vocabulary', {
        keywordModule,
        word: entry.word,
        meaning: entry.meaning,
        phonetic: rng.chance(0.9) ? entry.phonetic : null,
        example: rng.chance(0.8) ? entry.example : null,
        audioUrl: rng.chance(0.7) ? `https://cdn.example.com/audio/words/${entry.word}.mp3` : null,
        language: english,
        createdAt,
      });
    }
  }
};

type Option = { text: string; isCorrect: boolean };
interface QuizDraft {
  question: string;
  options: Option[];
  explanation: string;
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  return rng.sample(items, items.length);
}

/** One correct option and `count - 1` distinct wrong ones, shuffled. */
function single(rng: Rng, correct: string, wrong: string[], count: number): Option[] {
  const distractors = rng.sample([...new Set(wrong.filter((w) => w !== correct))], count - 1);
  return shuffle(rng, [{ text: correct, isCorrect: true }, ...distractors.map((text) => ({ text, isCorrect: false }))]);
}

/** The wrong, regular past a learner might guess: drived, buyed, flied. */
function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

function thirdPerson(base: string): string {
  if (/(o|ch|sh|s|x)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

const POS_NAMES: Record<PartOfSpeech, [string, string]> = { noun: ['اسم', 'nouns'], verb: ['فعل', 'verbs'], adj: ['صفت', 'adjectives'] };

function singleQuiz(rng: Rng, persian: boolean, count: number): QuizDraft {
  const variant = rng.int(0, 2);
  if (variant === 0) {
    const v = rng.pick(VOCABULARY);
    return {
      question: persian ? `معنی واژه‌ی «${v.word}» چیست؟` : `What does “${v.word}” mean?`,
      options: single(rng, v.meaning, rng.sample(VOCABULARY, 8).map((o) => o.meaning), count),
      explanation: `${v.word} ${v.phonetic}: ${v.meaning}. ${v.example}`,
    };
  }
  if (variant === 1) {
    const [base, past, participle] = rng.pick(IRREGULAR_VERBS);
    return {
      question: persian ? `گذشته‌ی ساده‌ی فعل «${base}» کدام است؟` : `Choose the simple past of “${base}”.`,
      options: single(rng, past, [participle, regularPast(base), base, thirdPerson(base)], count),
      explanation: persian ? `${base} فعل بی‌قاعده است: ${base} → ${past} → ${participle}` : `${base} is irregular: ${base} → ${past} → ${participle}.`,
    };
  }
  const [en, fa] = rng.pick(SENTENCE_PAIRS);
  return {
    question: persian ? `ترجمه‌ی درست این جمله کدام است؟ “${en}”` : `Which is the correct translation of “${en}”?`,
    options: single(rng, fa, rng.sample(SENTENCE_PAIRS, 6).map((p) => p[1]), count),
    explanation: `${en} = ${fa}`,
  };
}

function multipleQuiz(rng: Rng, persian: boolean, count: number): QuizDraft {
  const pos = rng.pick<PartOfSpeech>(['noun', 'verb', 'adj']);
  const right = rng.sample(VOCABULARY.filter((v) => v.pos === pos), rng.int(1, count - 1));
  const wrong = rng.sample(VOCABULARY.filter((v) => v.pos !== pos), count - right.length);
  const [fa, en] = POS_NAMES[pos];
  return {
    question: persian ? `کدام واژه‌ها ${fa} هستند؟` : `Which of these words are ${en}?`,
    options: shuffle(rng, [...right.map((v) => ({ text: v.word, isCorrect: true })), ...wrong.map((v) => ({ text: v.word, isCorrect: false }))]),
    explanation: persian ? `${fa}: ${right.map((v) => v.word).join('، ')}` : `The ${en}: ${right.map((v) => v.word).join(', ')}.`,
  };
}

const LEVELS = { A1: 12, A2: 20, B1: 28, B2: 22, C1: 12, C2: 6 };

export const seedQuizzes: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const { media } = englishMedia(ctx);
  for (let i = 0; i < 600; i++) {
    const target = rng.pick(media);
    const persian = persianShare(rng);
    const markingMode = rng.chance(0.7) ? 'SINGLE' : 'MULTIPLE';
    const count = Number(weighted<string>(rng, markingMode === 'SINGLE' ? { '2': 8, '3': 22, '4': 55, '5': 15 } : { '3': 25, '4': 50, '5': 25 }));
    const draft = markingMode === 'SINGLE' ? singleQuiz(rng, persian, count) : multipleQuiz(rng, persian, count);
    ctx.insert('Quiz', {
      media: target,
      question: richDoc(draft.question),
      markingMode,
      options: draft.options,
      level: rng.chance(0.85) ? weighted(rng, LEVELS) : null,
      explanation: rng.chance(0.75) ? draft.explanation : null,
      createdAt: between(rng, target.createdAt, now),
    });
  }
};

const DOUBLE_PAST: [string, string[]][] = [
  ['learn', ['learned', 'learnt']], ['dream', ['dreamed', 'dreamt']], ['spell', ['spelled', 'spelt']],
  ['burn', ['burned', 'burnt']], ['smell', ['smelled', 'smelt']], ['spoil', ['spoiled', 'spoilt']],
];

function shortQuestion(rng: Rng, persian: boolean): { question: string; answers: string[]; hint: string } {
  const variant = rng.int(0, 4);
  if (variant === 0 || variant === 1) {
    const [base, past, participle] = rng.pick(IRREGULAR_VERBS);
    const ofPast = variant === 0;
    return {
      question: ofPast ? `What is the simple past of “${base}”?` : `What is the past participle of “${base}”?`,
      answers: [ofPast ? past : participle],
      hint: persian ? 'فعل بی‌قاعده است.' : 'It is an irregular verb.',
    };
  }
  if (variant === 2) {
    const [base, forms] = rng.pick(DOUBLE_PAST);
    return { question: `What is the simple past of “${base}”?`, answers: forms, hint: persian ? 'هر دو شکل بریتانیایی و آمریکایی پذیرفته است.' : 'Both British and American spellings count.' };
  }
  if (variant === 3) {
    const [word, opposites] = rng.pick(ANTONYMS);
    return { question: `What is the opposite of “${word}”?`, answers: opposites, hint: persian ? `با «${opposites[0][0]}» شروع می‌شود.` : `It starts with “${opposites[0][0]}”.` };
  }
  const v = rng.pick(VOCABULARY);
  return {
    question: persian ? `معادل انگلیسی «${v.meaning}» چیست؟` : `What is the English word for «${v.meaning}»?`,
    answers: v.pos === 'verb' ? [v.word, `to ${v.word}`] : [v.word],
    hint: persian ? `${faDigits(v.word.length)} حرف دارد.` : `${v.word.length} letters.`,
  };
}

export const seedShortQuestions: Seeder = (ctx) => {
  const { rng, now } = ctx;
  const { media } = englishMedia(ctx);
  for (let i = 0; i < 300; i++) {
    const target = rng.pick(media);
    const q = shortQuestion(rng, persianShare(rng));
    ctx.insert('ShortQuestion', {
      media: target,
      question: q.question,
      answers: q.answers,
      hint: rng.chance(0.7) ? q.hint : null,
      createdAt: between(rng, target.createdAt, now),
    });
  }
};
