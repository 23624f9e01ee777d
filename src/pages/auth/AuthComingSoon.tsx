import { IconKey, IconMail, IconUserPlus } from '@tabler/icons-react';
import { HomeLink } from '../misc/HomeLink';
import { MiscPage } from '../misc/MiscPage';

/**
 * Register, forgot and reset password are wired to the router as "coming soon" pages: staff
 * accounts are created by an admin and passwords are reset by support for now.
 */
export function RegisterPage() {
  return (
    <MiscPage icon={IconUserPlus} titleId="auth.register.title" bodyId="auth.register.body">
      <HomeLink to="/login" labelId="auth.backToLogin" />
    </MiscPage>
  );
}

export function ForgotPasswordPage() {
  return (
    <MiscPage icon={IconMail} titleId="auth.forgot.title" bodyId="auth.forgot.body">
      <HomeLink to="/login" labelId="auth.backToLogin" />
    </MiscPage>
  );
}

export function ResetPasswordPage() {
  return (
    <MiscPage icon={IconKey} titleId="auth.reset.title" bodyId="auth.reset.body">
      <HomeLink to="/login" labelId="auth.backToLogin" />
    </MiscPage>
  );
}
