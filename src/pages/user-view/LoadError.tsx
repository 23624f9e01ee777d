import { useIntl } from 'react-intl';
import { Button } from '../../ui/kit/Button';
import { IllustratedMessage } from '../../ui/kit/Feedback';

/** The user could not be loaded: 'Generic error' with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <IllustratedMessage heading={intl.formatMessage({ id: 'errors.generic' })}>
      <Button variant="secondary" onPress={onRetry}>
        {intl.formatMessage({ id: 'user.view.retry' })}
      </Button>
    </IllustratedMessage>
  );
}
