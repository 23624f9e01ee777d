import { Button, Form, InlineAlert, Content, TextField } from '@adobe/react-spectrum';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectTarget } from '../../core/routing/guard';
import { validateLogin, type LoginValues } from './loginSchema';
import { signIn } from './signIn';

type Touched = Partial<Record<keyof LoginValues, boolean>>;

/** E-mail and password; a refused sign-in keeps what was typed and says why above the fields. */
export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Touched>({});
  const [status, setStatus] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const errors = validateLogin(values);

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
  const field = (name: keyof LoginValues) => {
    const error = touched[name] && errors[name] ? t(errors[name]) : undefined;
    return {
      name,
      value: values[name],
      onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
      onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
      validationState: error ? ('invalid' as const) : undefined,
      errorMessage: error,
    };
  };
  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" aria-label={t('auth.login.title')}>
      {status ? (
        <InlineAlert variant="negative" autoFocus>
          <Content>{t(status)}</Content>
        </InlineAlert>
      ) : (
        // Spectrum's Form types its children as elements: an empty one stands for no alert.
        <></>
      )}
      <TextField label={t('auth.fields.email')} type="email" autoComplete="username" isRequired autoFocus {...field('email')} />
      <TextField label={t('auth.fields.password')} type="password" autoComplete="current-password" isRequired {...field('password')} />
      <div className="login__row">
        <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
      </div>
      <Button type="submit" variant="accent" isPending={submitting} width="100%">
        {t('auth.login.submit')}
      </Button>
      <p className="login__register">
        {t('auth.login.newHere')} <Link to="/register">{t('auth.login.createAccount')}</Link>
      </p>
    </Form>
  );
}
