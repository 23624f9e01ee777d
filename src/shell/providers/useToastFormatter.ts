import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { setToastFormatter } from '../../ui/toast';

/** Lets `toast` translate in the language on screen. */
export function useToastFormatter(): void {
  const intl = useIntl();
  useEffect(() => {
    setToastFormatter((id, values) => intl.formatMessage({ id }, values));
  }, [intl]);
}
