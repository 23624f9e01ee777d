import { Button, Content, Heading, IllustratedMessage } from '@adobe/react-spectrum';
import { IconCloudOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';

/** The list query failed: 'Generic error' (PRODUCT.md section 6) and a retry. */
export function ListErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl();
  return (
    <div role="alert" className="list-state">
      <IllustratedMessage>
        <IconCloudOff size={96} stroke={1} aria-hidden />
        <Heading>{intl.formatMessage({ id: 'errors.generic' })}</Heading>
        <Content>{intl.formatMessage({ id: 'list.error.body' })}</Content>
      </IllustratedMessage>
      <Button variant="accent" onPress={onRetry} isPending={retrying}>
        {intl.formatMessage({ id: 'common.actions.retry' })}
      </Button>
    </div>
  );
}
