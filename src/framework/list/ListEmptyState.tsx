import { IconDatabaseOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { IllustratedMessage } from '../../ui/kit/Feedback';

/** "No data available", with a hint to loosen the filters when some are set. */
export function ListEmptyState({ filtered }: { filtered: boolean }) {
  const intl = useIntl();
  return (
    <IllustratedMessage illustration={<IconDatabaseOff size={96} stroke={1} aria-hidden />} heading={intl.formatMessage({ id: 'list.empty.title' })}>
      {filtered ? intl.formatMessage({ id: 'list.empty.filtered' }) : undefined}
    </IllustratedMessage>
  );
}
