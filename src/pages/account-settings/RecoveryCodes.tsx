import { useIntl } from 'react-intl';
import { Button } from '../../ui/kit/Button';
import { InlineAlert } from '../../ui/kit/Feedback';
import { toast } from '../../ui/toast';

/** The codes as a text file, one a line, for "Download". */
function download(codes: readonly string[], name: string): void {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The ten recovery codes, shown once right after enrolment (the server keeps only their hashes):
 * copy, download, and "I have saved them", which is the only way on.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const copy = () =>
    void navigator.clipboard?.writeText(codes.join('\n')).then(
      () => toast.success('factor.recovery.copied'),
      () => toast.error('factor.recovery.copyFailed'),
    );
  return (
    <InlineAlert variant="notice" heading={t('factor.recovery.title')} level={3} role="status" className="factor-recovery">
      <p>{t('factor.recovery.hint')}</p>
      {/* Codes are Latin letters and digits: read left to right in either language. */}
      <ol className="factor-recovery__codes" dir="ltr" aria-label={t('factor.recovery.title')}>
        {codes.map((code) => (
          <li key={code}><code>{code}</code></li>
        ))}
      </ol>
      <div className="factor-actions">
        <Button variant="secondary" onPress={copy}>{t('factor.recovery.copy')}</Button>
        <Button variant="secondary" onPress={() => download(codes, 'recovery-codes.txt')}>{t('factor.recovery.download')}</Button>
        <Button variant="accent" onPress={onDone}>{t('factor.recovery.done')}</Button>
      </div>
    </InlineAlert>
  );
}
