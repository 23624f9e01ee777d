import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

/** A primary-styled link back to the dashboard (or any path). */
export function HomeLink({ to = '/', labelId = 'errors.backHome' }: { to?: string; labelId?: string }) {
  const intl = useIntl();
  return (
    <Link to={to} className="button-link">
      {intl.formatMessage({ id: labelId })}
    </Link>
  );
}
