import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AlertDialog } from '../../ui/kit/AlertDialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** Label of the confirming button; "Delete" by default. */
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

/**
 * A destructive confirmation (the kit's AlertDialog) with translated buttons. Cancel has the
 * initial focus so Enter on an accidental open destroys nothing. Place it in the kit's
 * DialogTrigger or DialogContainer, which close it after either button.
 *
 * @example
 * <DialogContainer onDismiss={close}>
 *   {row && <ConfirmDialog title={t('list.confirm.deleteTitle')} onConfirm={() => remove(row.id)}>…</ConfirmDialog>}
 * </DialogContainer>
 */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <AlertDialog
      variant="destructive"
      title={title}
      primaryActionLabel={confirmLabel ?? intl.formatMessage({ id: 'common.actions.delete' })}
      cancelLabel={intl.formatMessage({ id: 'common.actions.cancel' })}
      autoFocusButton="cancel"
      onPrimaryAction={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </AlertDialog>
  );
}
