import { useIntl } from 'react-intl';

/** First tab stop: jumps past the navigation to the page. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a className="skip-link" href="#main-content">
      {intl.formatMessage({ id: 'shell.skipToContent' })}
    </a>
  );
}
