import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { canRetry } from '../../ui/failure';
import { Button } from '../../ui/kit/Button';
import { InlineAlert } from '../../ui/kit/Feedback';
import { SAVE_FAILURE_MESSAGES, type SaveStatus } from './saveFailure';

/**
 * Why the last save did not happen, above the form's buttons: "Could not reach the server; your
 * changes are kept", a server failure, or a permission the viewer lacks. Where trying again can
 * help, Retry sits in the alert and takes the focus (Enter tries again, from Ctrl+S too); it is a
 * submit button, so it runs exactly what Save runs and the form leaves once that succeeds.
 */
export function SaveFailureAlert() {
  const intl = useIntl();
  const { status, isSubmitting } = useFormikContext();
  const failure = (status as SaveStatus | undefined)?.lastSave === 'failed' ? (status as SaveStatus).failure : undefined;
  const retry = useRef<HTMLButtonElement>(null);
  const retryable = !!failure && canRetry(failure);

  const focusedFor = useRef<unknown>(null);
  useEffect(() => {
    // Each failed attempt sets a new status: the focus goes to Retry once per attempt, once the
    // attempt is over (a disabled button cannot take it).
    if (!retryable || isSubmitting || focusedFor.current === status) return;
    focusedFor.current = status;
    queueMicrotask(() => retry.current?.focus());
  }, [status, retryable, isSubmitting]);

  if (!failure) return null;
  return (
    <InlineAlert variant="negative" heading={intl.formatMessage({ id: 'form.saveFailed.title' })} level={2} role="alert" className="form-failure">
      <span className="form-failure__text">{intl.formatMessage({ id: SAVE_FAILURE_MESSAGES[failure] })}</span>
      {retryable && (
        <Button ref={retry} variant="primary" type="submit" isDisabled={isSubmitting} className="form-failure__retry">
          {intl.formatMessage({ id: 'common.actions.retry' })}
        </Button>
      )}
    </InlineAlert>
  );
}
