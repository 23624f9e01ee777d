import { object, string } from 'yup';

/** Messages are catalog ids; the form translates them when it shows them. */
export const loginSchema = object({
  email: string().trim().required('auth.validation.emailRequired').email('auth.validation.emailInvalid'),
  password: string().required('auth.validation.passwordRequired'),
});

export interface LoginValues {
  email: string;
  password: string;
}
