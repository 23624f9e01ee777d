import { useIntl } from 'react-intl';
import { PageLink } from './pageLinks';

/** Logo mark and application title, linking to the dashboard. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'shell.appTitle' });
  return (
    <PageLink to="/" className="brand" aria-label={compact ? title : undefined}>
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--app-primary)" />
        <path d="M10 8v16h12" stroke="#fff" strokeWidth="3.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {!compact && <span className="brand__title">{title}</span>}
    </PageLink>
  );
}
