import { Content, Heading, IllustratedMessage } from '@adobe/react-spectrum';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';

/** "No data available", with a hint to loosen the filters when some are set. */
export function ListEmptyState({ filtered }: { filtered: boolean }) {
  const intl = useIntl();
  return (
    <IllustratedMessage>
      <IconDatabaseOff size={96} stroke={1} aria-hidden />
      <Heading>{intl.formatMessage({ id: 'list.empty.title' })}</Heading>
      {filtered && <Content>{intl.formatMessage({ id: 'list.empty.filtered' })}</Content>}
    </IllustratedMessage>
  );
}
