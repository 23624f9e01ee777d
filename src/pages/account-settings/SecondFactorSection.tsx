import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ENROLL_FACTOR_PATH, setFactorEnrollmentPending } from '../../core/session/factorEnrollment';
import { DisableFactorDocument, SecondFactorDocument } from '../../gql-docs';
import { Button } from '../../ui/kit/Button';
import { Heading } from '../../ui/kit/Layout';
import { TextField } from '../../ui/kit/TextField';
import { toast } from '../../ui/toast';
import { asciiDigits } from '../login/factorCode';
import { translate } from './formErrors';
import { SecondFactorEnrol } from './SecondFactorEnrol';

/** Turning the factor off asks for both the password and a code (or a recovery code). */
function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [disable, { loading }] = useMutation(DisableFactorDocument);
  const [values, setValues] = useState({ password: '', code: '' });
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { password: values.password ? undefined : t('auth.validation.passwordRequired'), code: values.code.trim() ? undefined : t('auth.factor.codeRequired') };
    if (missing.password || missing.code) return setErrors(missing);
    try {
      const { data } = await disable({ variables: { password: values.password, code: asciiDigits(values.code) } });
      const refusal = data?.disableFactor.userErrors[0];
      if (refusal) {
        const field = refusal.field?.at(-1) === 'password' ? 'password' : 'code';
        return setErrors({ [field]: translate(intl, refusal.message) });
      }
      toast.success('factor.disable.done');
      onDisabled();
    } catch {
      toast.error('errors.network');
    }
  };
  const field = (name: 'password' | 'code', label: string, autoComplete: string) => (
    <TextField
      name={`factor-${name}`} label={label} isRequired type={name === 'password' ? 'password' : 'text'} autoComplete={autoComplete} dir={name === 'code' ? 'ltr' : undefined} plainText={name === 'code'}
      value={values[name]} onChange={(value) => { setValues((previous) => ({ ...previous, [name]: value })); setErrors({}); }} errorMessage={errors[name]}
    />
  );
  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" aria-label={t('factor.disable.title')} className="account-form account-form--narrow">
      <p className="account-section__hint">{t('factor.disable.hint')}</p>
      {field('password', t('auth.fields.password'), 'current-password')}
      {field('code', t('auth.factor.code'), 'one-time-code')}
      <div className="account-form__actions">
        <Button type="submit" variant="negative" isPending={loading}>{t('factor.disable.submit')}</Button>
      </div>
    </Form>
  );
}

/**
 * Account settings → Security: whether two-step verification is on, enrolling it (QR code, key,
 * confirmation code, recovery codes once) and turning it off behind the password and a code.
 */
export function SecondFactorSection() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, refetch } = useQuery(SecondFactorDocument, { fetchPolicy: 'network-only' });
  const [mode, setMode] = useState<'view' | 'enrol' | 'disable'>('view');
  const factor = data?.viewer.secondFactor;
  const back = () => {
    setMode('view');
    void refetch();
  };
  const navigate = useNavigate();
  // A role that requires it: without one, enrolment is the only screen again (the server says so too).
  const enrolAgain = () => {
    setFactorEnrollmentPending(true);
    void navigate(ENROLL_FACTOR_PATH);
  };
  return (
    <section aria-labelledby="factor-title" className="account-form account-form--narrow factor-section">
      <Heading level={2} id="factor-title" className="account-section__title">{t('auth.factor.title')}</Heading>
      {factor && mode === 'view' && (
        <>
          <p className="account-section__hint" data-factor={factor.enrolled ? 'on' : 'off'}>
            {factor.enrolled
              ? t('factor.status.on', { date: intl.formatDate(factor.enrolledAt ?? undefined, { dateStyle: 'medium' }), count: factor.recoveryCodesLeft })
              : t(factor.required ? 'factor.status.offRequired' : 'factor.status.off')}
          </p>
          <div className="account-form__actions">
            {factor.enrolled
              ? <Button variant="secondary" onPress={() => setMode('disable')}>{t('factor.disable.title')}</Button>
              : <Button variant="accent" onPress={() => setMode('enrol')}>{t('factor.setup.start')}</Button>}
          </div>
        </>
      )}
      {mode === 'enrol' && <SecondFactorEnrol onDone={back} />}
      {mode === 'disable' && <DisableForm onDisabled={factor?.required ? enrolAgain : back} />}
    </section>
  );
}
