import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { safeRedirectTarget } from '../../core/routing/guard';
import { PageLink, usePageLinks } from '../../ui/pageLinks';
import { AlertGlyph, LoginField } from './LoginField';
import { validateLogin, type LoginValues } from './loginSchema';
import { readPrerendered, takeOverPrerendered } from './prerendered';
import { signIn } from './signIn';
import { useSecondsLeft, WaitTime } from './ThrottleWait';

type Touched = Partial<Record<keyof LoginValues, boolean>>;

/** The code step, only for accounts with a second factor: not on the sign-in page's first load. */
const FactorStep = lazy(() => import('./FactorStep').then((m) => ({ default: m.FactorStep })));

/**
 * E-mail and password; a refused sign-in keeps what was typed and says why above the fields (the
 * alert takes focus, so it is read at once). Plain HTML styled like Spectrum (login.css): the
 * first screen carries no UI library. `noValidate`: the form's own translated messages, not the
 * browser's, explain a missing or malformed value. It takes over index.html's pre-rendered form
 * (prerendered.ts): what was typed there, the focus and caret, and a submit made before the
 * scripts arrived, which it then performs.
 */
export function LoginForm() {
  const intl = useIntl();
  const links = usePageLinks();
  const t = (id: string) => intl.formatMessage({ id });
  // The pre-rendered form as the first render found it (its values are the initial ones).
  const [prerendered] = useState(readPrerendered);
  const [values, setValues] = useState<LoginValues>(() => prerendered?.values ?? { email: '', password: '' });
  const [resumeSubmit, setResumeSubmit] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [touched, setTouched] = useState<Touched>({});
  const [status, setStatus] = useState<{ id: string; values?: Record<string, string> } | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const alert = useRef<HTMLDivElement>(null);
  const errors = validateLogin(values);
  /** Set once the password was right for an account with a second factor: the card asks for the code. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const signedIn = () => links.go(safeRedirectTarget(new URLSearchParams(links.search()).get('to')), { replace: true });
  // Too many failed attempts: the server refuses every try until then, so the page counts it down.
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(waitUntil);

  useEffect(() => {
    if (status) alert.current?.focus();
  }, [status]);

  // In the commit that shows this form, before it paints: keystrokes since the first render too.
  useLayoutEffect(() => {
    const taken = readPrerendered();
    if (!taken || !form.current) return;
    for (const name of ['email', 'password'] as const) {
      const input = form.current.elements.namedItem(name) as HTMLInputElement;
      if (input.value !== taken.values[name]) input.value = taken.values[name];
    }
    setValues(taken.values);
    takeOverPrerendered(form.current, taken);
    if (taken.submitted) setResumeSubmit(true);
  }, []);

  // Once the taken-over values are rendered, so the submit reads them.
  useEffect(() => {
    if (!resumeSubmit) return;
    setResumeSubmit(false);
    form.current?.requestSubmit();
  }, [resumeSubmit]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (submitting || secondsLeft > 0 || Object.keys(errors).length > 0) return;
    setStatus(undefined);
    setSubmitting(true);
    const result = await signIn({ email: values.email.trim(), password: values.password });
    if (result.ok === true) {
      signedIn();
      return;
    }
    setSubmitting(false);
    setWaitUntil(result.ok === false && result.retryAfterSeconds ? Date.now() + result.retryAfterSeconds * 1000 : null);
    if (result.ok === 'factor') {
      setChallenge(result.challenge);
      return;
    }
    // Every id the server or signIn answers is in the public catalog (auth, errors); one it does
    // not know still gets a readable message in the page's language.
    setStatus(intl.messages[result.messageId] ? { id: result.messageId, values: result.values } : { id: 'auth.login.failed' });
  };
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    // Leaving an empty field says nothing: an error there would push down the links under it
    // between the press and the release of a click on them (Forgot password?). Submit tells.
    onBlur: () => {
      if (values[name] !== '') setTouched((previous) => ({ ...previous, [name]: true }));
    },
    error: touched[name] && errors[name] ? t(errors[name]) : undefined,
  });
  if (challenge) {
    const back = () => {
      setChallenge(null);
      setValues((previous) => ({ ...previous, password: '' }));
    };
    return (
      <Suspense fallback={<span className="login-submit__spinner" role="progressbar" aria-label={t('common.loading')} />}>
        <FactorStep challenge={challenge} onSignedIn={signedIn} onBack={back} />
      </Suspense>
    );
  }
  return (
    <form ref={form} className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth.login.title')}>
      {status && (
        <div ref={alert} className="login-alert" role="alert" tabIndex={-1}>
          <p className="login-alert__text">
            {status.id === 'auth.login.throttled' && secondsLeft === 0
              ? t('auth.login.throttleOver')
              : intl.formatMessage({ id: status.id }, { ...status.values, time: <WaitTime key="time" seconds={secondsLeft} /> })}
          </p>
          <AlertGlyph className="login-alert__icon" />
        </div>
      )}
      {/* The page is the form: its first field is where one starts. */}
      {/* Focused by the takeover instead, where the pre-rendered form had it. */}
      <LoginField label={t('auth.fields.email')} type="email" autoComplete="username" autoFocus={!prerendered} {...field('email')} />
      <LoginField label={t('auth.fields.password')} type="password" autoComplete="current-password" {...field('password')} />
      <div className="login__row">
        <PageLink to="/forgot-password">{t('auth.login.forgot')}</PageLink>
      </div>
      <button type="submit" className="login-submit" data-pending={submitting || undefined} aria-disabled={submitting || secondsLeft > 0 || undefined}>
        <span className="login-submit__label">{t('auth.login.submit')}</span>
        {submitting && <span className="login-submit__spinner" role="progressbar" aria-label={t('common.loading')} />}
      </button>
      <p className="login__register">
        {t('auth.login.newHere')} <PageLink to="/register">{t('auth.login.createAccount')}</PageLink>
      </p>
    </form>
  );
}
