/**
 * The sign-in form's checks, without a validation library: the login page is the first screen and
 * carries only what it shows. They answer as `loginSchema` in src/validation does (the server's),
 * which a test asserts; messages are catalog ids the form translates.
 */
export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// The WHATWG e-mail pattern, as Yup's `string().email()` uses it.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'auth.validation.emailRequired';
  else if (!EMAIL.test(trimmed)) errors.email = 'auth.validation.emailInvalid';
  if (!password) errors.password = 'auth.validation.passwordRequired';
  return errors;
}
