// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateLogin } from '../../src/pages/login/loginSchema';
import { loginSchema, validateWith } from '../../src/validation';

const cases = [
  { email: '', password: '' },
  { email: '   ', password: 'x' },
  { email: 'nope', password: 'x' },
  { email: 'a@b', password: '' },
  { email: ' admin@example.com ', password: 'password' },
  { email: 'first.last+tag@sub.example.co', password: 'p' },
  { email: 'a@-b.com', password: 'p' },
  { email: 'a b@c.com', password: 'p' },
  { email: 'علی@example.com', password: 'p' },
];

describe("the sign-in form's checks", () => {
  // The form trims the address it sends, so the server judges the trimmed one.
  it.each(cases)('refuse the same fields as the server for %o', async (values) => {
    const server = (await validateWith(loginSchema, { ...values, email: values.email.trim() })).map((error) => error.path[0]).sort();
    expect(Object.keys(validateLogin(values)).sort()).toEqual(server);
  });

  it('tell a missing address from a malformed one', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({ email: 'auth.validation.emailRequired', password: 'auth.validation.passwordRequired' });
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({ email: 'auth.validation.emailInvalid' });
    expect(validateLogin({ email: ' admin@example.com ', password: 'x' })).toEqual({});
  });
});
