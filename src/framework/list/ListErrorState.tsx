import { IconCloudOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { classifyFailure, LOAD_FAILURE_TITLES } from '../../ui/failure';
import { Button } from '../../ui/kit/Button';
import { IllustratedMessage } from '../../ui/kit/Feedback';

interface Props {
  onRetry: () => void;
  retrying: boolean;
  /** The query's error, told as what happened ("Could not reach the server", "The server failed"…); 'Generic error' without it. */
  error?: unknown;
}

/** The list query failed: what happened (PRODUCT.md section 6, decisions "Errors say what happened") and a retry. */
export function ListErrorState({ onRetry, retrying, error }: Props) {
  const intl = useIntl();
  return (
    <div role="alert" className="list-state">
      <IllustratedMessage
        illustration={<IconCloudOff size={96} stroke={1} aria-hidden />}
        heading={intl.formatMessage({ id: error ? LOAD_FAILURE_TITLES[classifyFailure(error)] : 'errors.generic' })}
      >
        {intl.formatMessage({ id: 'list.error.body' })}
      </IllustratedMessage>
      <Button variant="accent" onPress={onRetry} isPending={retrying}>
        {intl.formatMessage({ id: 'common.actions.retry' })}
      </Button>
    </div>
  );
}
