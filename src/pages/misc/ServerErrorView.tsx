import { IconServerOff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/kit/Button';
import { HomeLink } from './HomeLink';
import { MiscPage } from './MiscPage';

interface Props {
  onRetry: () => void;
  retrying?: boolean;
  /** Without the shell around it (the layout itself failed). */
  fullPage?: boolean;
}

/** 500 with a retry; used by the route error boundaries and the /pages/misc/server-error page. */
export function ServerErrorView({ onRetry, retrying = false, fullPage = false }: Props) {
  const intl = useIntl();
  return (
    <MiscPage code="500" icon={IconServerOff} titleId="errors.500.title" bodyId="errors.500.body" inShell={!fullPage}>
      <Button variant="accent" onPress={onRetry} isPending={retrying}>
        {intl.formatMessage({ id: 'common.actions.retry' })}
      </Button>
      <HomeLink />
    </MiscPage>
  );
}
