import { object, string } from 'yup';
import { M, msg } from './messages';
import { email, enumOf, requiredString, url } from './rules';

/** The forms that are not entities: sign-in, the security tab and the account tab. */

export const PASSWORD_MIN = 8;

export const loginSchema = object({
  email: email(),
  // Only presence: the server decides whether it is right (auth.invalidCredentials).
  password: string().required(),
});

export const changePasswordSchema = object({
  currentPassword: string().required(),
  newPassword: string().required().min(PASSWORD_MIN).max(128),
  confirmPassword: string()
    .required()
    .test({
      name: 'passwordMismatch',
      message: msg(M.passwordMismatch),
      test: (v, ctx) => v === ctx.parent.newPassword,
    }),
});

/** ViewerUpdateInput: every field optional, but a name that is sent must not be blank. */
export const viewerUpdateSchema = object({
  fullName: requiredString().optional(),
  avatarUrl: url(),
  language: enumOf(['FA', 'EN'] as const, false),
  theme: enumOf(['LIGHT', 'DARK', 'SYSTEM'] as const, false),
});
