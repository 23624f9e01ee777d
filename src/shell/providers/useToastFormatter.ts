import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { isolateValues } from '../../framework/display/isolates';
import { setToastFormatter } from '../../ui/toastFormat';

/**
 * Lets `toast` translate in the language on screen. A toast is one string, so the record names it
 * interpolates ("“The 30-day challenge!” was saved") are Unicode isolates: each reads in its own
 * direction inside the sentence of the other language.
 */
export function useToastFormatter(): void {
  const intl = useIntl();
  useEffect(() => {
    setToastFormatter((id, values) => intl.formatMessage({ id }, values && isolateValues(values)));
  }, [intl]);
}
