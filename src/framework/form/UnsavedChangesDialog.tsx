import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import { AlertDialog } from '../../ui/kit/AlertDialog';
import { DialogContainer } from '../../ui/kit/Dialog';
import type { UnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * 'Leave without saving?': Esc and "Keep editing" stay, "Leave" drops the changes. It holds the
 * router's blocker (see useUnsavedChangesGuard), so a navigation state renders this alone.
 */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  const intl = useIntl();
  const { shouldBlock, released, onLeave, decision, setAsked } = guard.state;
  const blocker = useBlocker(shouldBlock);

  const leave = () => {
    decision.current = 'leave';
    released.current = true;
    setAsked(false);
    const next = onLeave.current;
    onLeave.current = null;
    if (blocker.state === 'blocked') blocker.proceed();
    else next?.();
  };
  const stay = () => {
    decision.current = 'stay';
    setAsked(false);
    // The AlertDialog closes its container (→ stay) and then runs the chosen action (→ leave)
    // in the same tick, so the navigation is only undone once that tick is over.
    queueMicrotask(() => {
      if (decision.current !== 'stay') return;
      onLeave.current = null;
      if (blocker.state === 'blocked') blocker.reset();
    });
  };

  return (
    <DialogContainer onDismiss={stay}>
      {(guard.isAsked || blocker.state === 'blocked') && (
        <AlertDialog
          variant="destructive"
          title={intl.formatMessage({ id: 'form.guard.title' })}
          primaryActionLabel={intl.formatMessage({ id: 'form.guard.leave' })}
          cancelLabel={intl.formatMessage({ id: 'form.guard.stay' })}
          autoFocusButton="cancel"
          onPrimaryAction={leave}
          onCancel={stay}
        >
          {intl.formatMessage({ id: 'form.guard.body' })}
        </AlertDialog>
      )}
    </DialogContainer>
  );
}
