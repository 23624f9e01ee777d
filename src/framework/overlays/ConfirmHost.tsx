import { useIntl } from 'react-intl';
import { DialogContainer } from '../../ui/kit/Dialog';
import { ConfirmDialog } from './ConfirmDialog';
import { usePendingConfirm } from './confirmRequests';

/** The signed-in shell's one confirmation dialog, for `askToConfirm`; nothing while none is asked. */
export function ConfirmHost() {
  const intl = useIntl();
  const pending = usePendingConfirm();
  return (
    // The dialog closes before it runs its button's handler: a dismissal answers "no" only after
    // that handler had its turn (the first answer counts).
    <DialogContainer onDismiss={() => queueMicrotask(() => pending?.answer(false))}>
      {pending && (
        <ConfirmDialog
          title={intl.formatMessage({ id: pending.title }, pending.values)}
          confirmLabel={intl.formatMessage({ id: pending.action }, pending.values)}
          onConfirm={() => pending.answer(true)}
          onCancel={() => pending.answer(false)}
        >
          {intl.formatMessage({ id: pending.body }, pending.values)}
        </ConfirmDialog>
      )}
    </DialogContainer>
  );
}
