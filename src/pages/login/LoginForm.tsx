import { Button, Form, InlineAlert, Content, TextField } from '@adobe/react-spectrum';
import { useFormik } from 'formik';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectTarget } from '../../core/routing/guard';
import { loginSchema, type LoginValues } from './loginSchema';
import { signIn } from './signIn';

/** E-mail and password; a refused sign-in keeps what was typed and says why above the fields. */
export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = (id: string) => intl.formatMessage({ id });
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const result = await signIn({ email: values.email.trim(), password: values.password });
      if (result.ok) navigate(safeRedirectTarget(params.get('to')), { replace: true });
      // A message id the catalog does not know still gets a readable message.
      else helpers.setStatus(intl.messages[result.messageId] ? result.messageId : 'errors.generic');
    },
  });
  const fieldError = (field: keyof LoginValues) =>
    formik.touched[field] && formik.errors[field] ? t(formik.errors[field]) : undefined;
  return (
    <Form onSubmit={formik.handleSubmit} validationBehavior="aria" aria-label={t('auth.login.title')}>
      {formik.status && (
        <InlineAlert variant="negative" autoFocus>
          <Content>{t(formik.status as string)}</Content>
        </InlineAlert>
      )}
      <TextField
        label={t('auth.fields.email')} name="email" type="email" autoComplete="username" isRequired autoFocus
        value={formik.values.email} onChange={(value) => formik.setFieldValue('email', value)}
        onBlur={() => formik.setFieldTouched('email')}
        validationState={fieldError('email') ? 'invalid' : undefined} errorMessage={fieldError('email')}
      />
      <TextField
        label={t('auth.fields.password')} name="password" type="password" autoComplete="current-password" isRequired
        value={formik.values.password} onChange={(value) => formik.setFieldValue('password', value)}
        onBlur={() => formik.setFieldTouched('password')}
        validationState={fieldError('password') ? 'invalid' : undefined} errorMessage={fieldError('password')}
      />
      <div className="login__row">
        <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
      </div>
      <Button type="submit" variant="accent" isPending={formik.isSubmitting} width="100%">
        {t('auth.login.submit')}
      </Button>
      <p className="login__register">
        {t('auth.login.newHere')} <Link to="/register">{t('auth.login.createAccount')}</Link>
      </p>
    </Form>
  );
}
