import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { EnrollFactorConfirmDocument, EnrollFactorStartDocument } from '../../gql-docs';
import { Button } from '../../ui/kit/Button';
import { TextField } from '../../ui/kit/TextField';
import { toast } from '../../ui/toast';
import { asciiDigits } from '../login/factorCode';
import { translate } from './formErrors';
import { RecoveryCodes } from './RecoveryCodes';

/** The base32 key in groups of four, as authenticator apps show it for typing. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The QR code of the `otpauth://` URI as an image; `qrcode` loads with enrolment only. */
function useQrCode(uri: string | null): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!uri) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(uri, { margin: 1, width: 200 })).then((url) => live && setImage(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return uri ? image : null;
}

/**
 * Enrolling the viewer's TOTP: a new secret (QR code and the key as text), a code from the app to
 * confirm it, then the recovery codes, once. `onDone` runs after "I have saved them".
 */
export function SecondFactorEnrol({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [start, started] = useMutation(EnrollFactorStartDocument);
  const [confirm, confirming] = useMutation(EnrollFactorConfirmDocument);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrollment = started.data?.enrollFactorStart.enrollment ?? null;
  const qr = useQrCode(enrollment?.uri ?? null);

  // Once per mount (a second start would replace the secret the first one showed).
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    void start().catch(() => toast.error('errors.network'));
  }, [start]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = asciiDigits(code);
    if (!/^\d{6}$/.test(clean)) {
      setError(t('factor.sixDigits'));
      return;
    }
    try {
      const { data } = await confirm({ variables: { code: clean } });
      const payload = data?.enrollFactorConfirm;
      const refusal = payload?.userErrors[0];
      if (refusal || !payload?.recoveryCodes) {
        setError(translate(intl, refusal?.message ?? 'auth.factor.invalidCode'));
        return;
      }
      setCodes(payload.recoveryCodes);
    } catch {
      toast.error('errors.network');
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} />;
  const refusal = started.data?.enrollFactorStart.userErrors[0];
  if (refusal) return <p role="alert">{translate(intl, refusal.message)}</p>;
  if (!enrollment) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <Form onSubmit={(event) => void submit(event)} validationBehavior="aria" className="factor-enrol">
      <p>{t('factor.setup.scan')}</p>
      <div className="factor-enrol__qr">
        {qr ? <img src={qr} width={200} height={200} alt={t('factor.setup.qr')} /> : <span aria-busy="true" />}
      </div>
      <div className="factor-enrol__secret">
        <span id="factor-secret-label">{t('factor.setup.secret')}</span>
        <code dir="ltr" aria-labelledby="factor-secret-label" data-secret={enrollment.secret}>{grouped(enrollment.secret)}</code>
        <Button variant="secondary" onPress={() => void navigator.clipboard?.writeText(enrollment.secret).then(() => toast.success('factor.setup.copied'))}>
          {t('factor.setup.copy')}
        </Button>
      </div>
      <TextField
        name="code" label={t('factor.setup.confirmCode')} isRequired autoComplete="one-time-code" inputMode="numeric" dir="ltr" plainText
        value={code} onChange={(value) => { setCode(value); setError(undefined); }} errorMessage={error}
      />
      <div className="factor-actions">
        <Button type="submit" variant="accent" isPending={confirming.loading}>{t('factor.setup.confirm')}</Button>
      </div>
    </Form>
  );
}
