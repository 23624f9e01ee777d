import { useIntl } from 'react-intl';

/** Placeholder; the account, security and notifications tabs replace it. */
export function AccountSettingsPage() {
  const intl = useIntl();
  return (
    <section className="card" aria-labelledby="account-settings-title">
      <h1 id="account-settings-title" className="page-title">{intl.formatMessage({ id: 'shell.page.accountSettings' })}</h1>
    </section>
  );
}
