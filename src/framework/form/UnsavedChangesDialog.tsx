import { useIntl } from 'react-intl';
import { AlertDialog } from '../../ui/kit/AlertDialog';
import { DialogContainer } from '../../ui/kit/Dialog';
import type { UnsavedChangesGuard } from './useUnsavedChangesGuard';

/** 'Leave without saving?': Esc and "Keep editing" stay, "Leave" drops the changes. */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  const intl = useIntl();
  return (
    <DialogContainer onDismiss={guard.stay}>
      {guard.isAsking && (
        <AlertDialog
          variant="destructive"
          title={intl.formatMessage({ id: 'form.guard.title' })}
          primaryActionLabel={intl.formatMessage({ id: 'form.guard.leave' })}
          cancelLabel={intl.formatMessage({ id: 'form.guard.stay' })}
          autoFocusButton="cancel"
          onPrimaryAction={guard.leave}
          onCancel={guard.stay}
        >
          {intl.formatMessage({ id: 'form.guard.body' })}
        </AlertDialog>
      )}
    </DialogContainer>
  );
}
