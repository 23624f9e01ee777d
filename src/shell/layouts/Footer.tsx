import { useIntl } from 'react-intl';

/** The static footer. */
export function Footer() {
  const intl = useIntl();
  const year = intl.formatDate(new Date(), { year: 'numeric' });
  return (
    <footer className="footer">
      <span>{intl.formatMessage({ id: 'shell.footer.copyright' }, { year, app: intl.formatMessage({ id: 'shell.appTitle' }) })}</span>
    </footer>
  );
}
