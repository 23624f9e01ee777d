// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGES,
  M,
  changePasswordSchema,
  loginSchema,
  validateInput,
  validateWith,
  validationSchemas,
  viewerUpdateSchema,
  type EntityType,
} from '../../src/validation';

describe('account forms', () => {
  it('login needs an address and a password', async () => {
    expect(await validateWith(loginSchema, { email: 'nope', password: '' })).toEqual([
      { path: ['email'], message: M.email },
      { path: ['password'], message: M.required },
    ]);
  });

  it('a new password is long enough and confirmed', async () => {
    const input = { currentPassword: 'password', newPassword: 'short', confirmPassword: 'other' };
    expect(await validateWith(changePasswordSchema, input)).toEqual([
      { path: ['newPassword'], message: M.minLength, values: { min: 8 } },
      { path: ['confirmPassword'], message: M.passwordMismatch },
    ]);
  });

  it('the profile accepts a partial update but not a blank name', async () => {
    expect(await validateWith(viewerUpdateSchema, { language: 'EN' })).toEqual([]);
    expect(await validateWith(viewerUpdateSchema, { fullName: ' ', theme: 'PINK' })).toEqual([
      { path: ['fullName'], message: M.required },
      { path: ['theme'], message: M.oneOf },
    ]);
  });
});

describe('every rule reports a catalog id', () => {
  // Garbage of every kind in every field: whatever yup or a custom test says must be an id the
  // catalogs translate, never one of yup's English sentences.
  const garbage: unknown[] = [{}, [], -1, 1.5, 'x'.repeat(6000), true, '', null, [{}], [-1]];
  it.each(Object.keys(validationSchemas) as EntityType[])('%s', async (type) => {
    const fields = Object.keys(validationSchemas[type].describe().fields);
    for (const value of garbage) {
      const problems = await validateInput(type, Object.fromEntries(fields.map((f) => [f, value])));
      for (const problem of problems) expect(Object.keys(DEFAULT_MESSAGES), JSON.stringify(problem)).toContain(problem.message);
    }
  });
});
