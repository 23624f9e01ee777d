import { Button, Content, Heading, IllustratedMessage } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <IllustratedMessage>
      <Heading>{intl.formatMessage({ id: 'errors.generic' })}</Heading>
      <Content>
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage({ id: 'user.view.retry' })}
        </Button>
      </Content>
    </IllustratedMessage>
  );
}
