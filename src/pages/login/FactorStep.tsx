import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { AlertGlyph, LoginField } from './LoginField';
import { signInWithFactor } from './signIn';
import { WaitTime } from './ThrottleWait';

interface Props {
  /** The challenge `login` answered for the password. */
  challenge: string;
  /** Signed in: where the form goes next. */
  onSignedIn: () => void;
  /** Back to e-mail and password (another account, or a challenge that expired). */
  onBack: () => void;
}

/**
 * Sign-in's second step, in the same card: the authenticator's six digits (Persian or Latin) or a
 * recovery code. Plain HTML like the first step (the sign-in page carries no UI library); the
 * field has the focus, and a refusal is an alert that takes it, as in LoginForm.
 */
export function FactorStep({ challenge, onSignedIn, onBack }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [wait, setWait] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status) alert.current?.focus();
  }, [status]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (code.trim() === '') {
      setError(t('auth.factor.codeRequired'));
      return;
    }
    setError(undefined);
    setStatus(undefined);
    setSubmitting(true);
    const result = await signInWithFactor(challenge, code);
    if (result.ok === true) {
      onSignedIn();
      return;
    }
    setSubmitting(false);
    const id = result.ok === false && intl.messages[result.messageId] ? result.messageId : 'auth.login.failed';
    // Wrong codes count as failed sign-ins: a throttled try says how long to wait, as the password step does.
    setWait(result.ok === false ? (result.retryAfterSeconds ?? 0) : 0);
    setStatus(id);
  };

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('auth.factor.title')}>
      {status && (
        <div ref={alert} className="login-alert" role="alert" tabIndex={-1}>
          <p className="login-alert__text">{intl.formatMessage({ id: status }, { time: <WaitTime key="time" seconds={wait} /> })}</p>
          <AlertGlyph className="login-alert__icon" />
        </div>
      )}
      <p className="login__subtitle">{t('auth.factor.prompt')}</p>
      <LoginField
        label={t('auth.factor.code')}
        name="code"
        value={code}
        onChange={setCode}
        error={error}
        autoComplete="one-time-code"
        autoFocus
        dir="ltr"
        spellCheck={false}
      />
      <button type="submit" className="login-submit" data-pending={submitting || undefined} aria-disabled={submitting || undefined}>
        <span className="login-submit__label">{t('auth.factor.submit')}</span>
        {submitting && <span className="login-submit__spinner" role="progressbar" aria-label={t('common.loading')} />}
      </button>
      <div className="login__row">
        <button type="button" className="login-link" onClick={onBack}>
          {t('auth.factor.back')}
        </button>
      </div>
    </form>
  );
}
