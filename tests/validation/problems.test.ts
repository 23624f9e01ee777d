// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FORM_ERROR_KEY,
  fieldMessageValues,
  formikErrorsToProblems,
  joinPath,
  problemsToFormikErrors,
  problemsToUserErrors,
  splitPath,
  userErrorsToProblems,
  validateInput,
  type FieldProblem,
} from '../../src/validation';
import { validSamples } from './samples';

describe('paths', () => {
  it('splits yup paths into segments and joins them back', () => {
    expect(splitPath('options[1].text')).toEqual(['options', '1', 'text']);
    expect(splitPath('items[0]["odd.key"]')).toEqual(['items', '0', 'odd.key']);
    expect(splitPath('')).toEqual([]);
    expect(joinPath(['options', '1', 'text'])).toBe('options[1].text');
    expect(splitPath(joinPath(['items', '0', 'odd.key']))).toEqual(['items', '0', 'odd.key']);
  });
});

describe('Formik errors', () => {
  const problems: FieldProblem[] = [
    { path: ['title'], message: 'validation.maxLength', values: { max: 200 } },
    { path: ['options', '1', 'text'], message: 'validation.required' },
    { path: ['clips', '0', 'endMs'], message: 'validation.endAfterStart' },
    { path: ['clips', '2', 'title'], message: 'validation.required' },
    { path: [], message: 'errors.genericCheckInput' },
  ];

  it('builds the nested object Formik expects, arrays for list paths', () => {
    const errors = problemsToFormikErrors(problems);
    expect(errors).toEqual({
      title: 'validation.maxLength',
      options: [undefined, { text: 'validation.required' }],
      clips: [{ endMs: 'validation.endAfterStart' }, undefined, { title: 'validation.required' }],
      [FORM_ERROR_KEY]: 'errors.genericCheckInput',
    });
    expect(Array.isArray(errors.options)).toBe(true);
  });

  it('round trips, restoring interpolated values from the schema when the entity is given', () => {
    const errors = problemsToFormikErrors(problems);
    const sortKey = (p: FieldProblem) => p.path.join('.');
    const back = formikErrorsToProblems(errors, 'Media').sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    const expected = [...problems].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
    // options[1].text is not a Media field: it comes back without values, as it went in.
    expect(back).toEqual(expected);
    expect(formikErrorsToProblems(problemsToFormikErrors([]))).toEqual([]);
  });

  it('round trips what validateInput reports', async () => {
    const bad = { ...validSamples.Quiz, question: null, options: [{ text: 'x'.repeat(501), isCorrect: true }] };
    const problems = await validateInput('Quiz', bad);
    const back = formikErrorsToProblems(problemsToFormikErrors(problems), 'Quiz');
    // The list's own message wins over one inside it: Formik has one string per path.
    expect(back).toEqual([
      { path: ['question'], message: 'validation.required' },
      { path: ['options'], message: 'validation.quiz.minOptions' },
    ]);
  });

  it('keeps the first problem of a path', () => {
    const errors = problemsToFormikErrors([
      { path: ['options'], message: 'validation.quiz.minOptions' },
      { path: ['options'], message: 'validation.answerRequired' },
    ]);
    expect(errors).toEqual({ options: 'validation.quiz.minOptions' });
  });

  it('reads message values from the schema', () => {
    expect(fieldMessageValues('Media', ['title'])).toMatchObject({ max: 200 });
    expect(fieldMessageValues('Invoice', ['items', '0', 'quantity'])).toMatchObject({ min: 1 });
    expect(fieldMessageValues('Notification', ['userIds'])).toMatchObject({ min: 1 });
    expect(fieldMessageValues('Media', ['noSuchField'])).toEqual({});
  });
});

describe('userErrors', () => {
  it('converts problems to the server userErrors and back', () => {
    const problems: FieldProblem[] = [
      { path: ['options'], message: 'validation.quiz.minOptions' },
      { path: ['title'], message: 'validation.required' },
      { path: ['title'], message: 'validation.maxLength', values: { max: 200 } },
    ];
    const userErrors = problemsToUserErrors(problems);
    expect(userErrors[0]).toEqual({ field: ['input', 'options'], message: 'validation.quiz.minOptions', code: 'INVALID', values: null });
    expect(userErrors[1].code).toBe('REQUIRED');
    expect(userErrorsToProblems(userErrors)).toEqual(problems);
    expect(userErrorsToProblems([{ field: null, message: 'validation.taken' }])).toEqual([{ path: [], message: 'validation.taken' }]);
  });
});
