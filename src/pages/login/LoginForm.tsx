import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectTarget } from '../../core/routing/guard';
import { AlertGlyph, LoginField } from './LoginField';
import { validateLogin, type LoginValues } from './loginSchema';
import { signIn } from './signIn';

type Touched = Partial<Record<keyof LoginValues, boolean>>;

/**
 * E-mail and password; a refused sign-in keeps what was typed and says why above the fields (the
 * alert takes focus, so it is read at once). Plain HTML styled like Spectrum (login.css): the
 * first screen carries no UI library. `noValidate`: the form's own translated messages, not the
 * browser's, explain a missing or malformed value.
 */
export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Touched>({});
  const [status, setStatus] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  const errors = validateLogin(values);

  useEffect(() => {
    if (status) alert.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (submitting || Object.keys(errors).length > 0) return;
    setStatus(undefined);
    setSubmitting(true);
    const result = await signIn({ email: values.email.trim(), password: values.password });
    if (result.ok) {
      void navigate(safeRedirectTarget(params.get('to')), { replace: true });
      return;
    }
    setSubmitting(false);
    // A message id the catalog does not know still gets a readable message.
    setStatus(intl.messages[result.messageId] ? result.messageId : 'errors.generic');
  };
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
    error: touched[name] && errors[name] ? t(errors[name]) : undefined,
  });
  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth.login.title')}>
      {status && (
        <div ref={alert} className="login-alert" role="alert" tabIndex={-1}>
          <p className="login-alert__text">{t(status)}</p>
          <AlertGlyph className="login-alert__icon" />
        </div>
      )}
      {/* The page is the form: its first field is where one starts. */}
      <LoginField label={t('auth.fields.email')} type="email" autoComplete="username" autoFocus {...field('email')} />
      <LoginField label={t('auth.fields.password')} type="password" autoComplete="current-password" {...field('password')} />
      <div className="login__row">
        <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
      </div>
      <button type="submit" className="login-submit" data-pending={submitting || undefined} aria-disabled={submitting || undefined}>
        <span className="login-submit__label">{t('auth.login.submit')}</span>
        {submitting && <span className="login-submit__spinner" role="progressbar" aria-label={t('common.loading')} />}
      </button>
      <p className="login__register">
        {t('auth.login.newHere')} <Link to="/register">{t('auth.login.createAccount')}</Link>
      </p>
    </form>
  );
}
