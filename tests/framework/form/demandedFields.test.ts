import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../src/framework/entity/types';
import { demandedFields } from '../../../src/framework/form/demandedFields';

const media: FieldDef[] = [
  { name: 'title', kind: 'text' },
  { name: 'languageId', kind: 'reference', entity: 'Language' },
  { name: 'serialId', kind: 'reference', entity: 'Serial' },
  { name: 'seasonId', kind: 'reference', entity: 'Season' },
  { name: 'episodeNumber', kind: 'number' },
  { name: 'publishedAt', kind: 'datetime' },
];
const empty = { title: '', languageId: null, serialId: null, seasonId: null, episodeNumber: null, publishedAt: null };

describe('the fields Save demands, from the schema and the values now', () => {
  it('marks what the schema refuses empty, and nothing optional', () => {
    expect([...demandedFields('Media', media, empty)].sort()).toEqual(['languageId', 'title']);
  });

  it("marks an episode's season and number once a serial is chosen", () => {
    expect([...demandedFields('Media', media, { ...empty, serialId: 'serial-1' })].sort()).toEqual(['episodeNumber', 'languageId', 'seasonId', 'title']);
  });

  it("marks a quiz's question and options", () => {
    const quiz: FieldDef[] = [
      { name: 'question', kind: 'richText' },
      { name: 'options', kind: 'custom', component: () => null },
      { name: 'explanation', kind: 'textarea' },
    ];
    expect([...demandedFields('Quiz', quiz, { question: null, options: [{ text: '', isCorrect: false }], explanation: '' })].sort()).toEqual(['options', 'question']);
  });
});
