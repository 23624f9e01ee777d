import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signIn } from './session';

/** E-mail, password, submit; signs in and goes where `?to=` says (the users list by default). */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const ok = await signIn({ email: String(form.get('email')), password: String(form.get('password')) }).catch(() => false);
    if (ok) navigate(params.get('to') || '/users/manage', { replace: true });
    else setFailed(true);
  };
  return (
    <main id="main-content">
      <h1><FormattedMessage id="auth.login.title" /></h1>
      <form onSubmit={(event) => void submit(event)}>
        <label><FormattedMessage id="auth.fields.email" /> <input name="email" type="email" autoComplete="username" required /></label>
        <label><FormattedMessage id="auth.fields.password" /> <input name="password" type="password" autoComplete="current-password" required /></label>
        {failed && <p role="alert"><FormattedMessage id="errors.generic" /></p>}
        <button type="submit"><FormattedMessage id="auth.login.submit" /></button>
      </form>
    </main>
  );
}
