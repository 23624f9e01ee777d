import { DialogContainer } from '../../ui/kit/Dialog';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../overlays/ConfirmDialog';

/** What is waiting for the viewer's confirmation: one named row, or the selected ids. */
export type PendingDelete = ({ kind: 'one'; id: string; name: string } | { kind: 'many'; ids: string[] }) & { impact?: DeleteImpact } | null;

/** What goes with the rows (the declaration's `deleteImpact`, counted over them). */
export interface DeleteImpact {
  messageId: string;
  count: number;
}

interface Props {
  pending: PendingDelete;
  onConfirm: (pending: NonNullable<PendingDelete>) => void;
  onClose: () => void;
}

/**
 * The confirm dialog of row and bulk delete. It lives outside the table: a virtualized row that
 * scrolls out of view unmounts, and a dialog inside it would vanish with it.
 */
export function DeleteConfirmation({ pending, onConfirm, onClose }: Props) {
  const intl = useIntl();
  return (
    <DialogContainer onDismiss={onClose}>
      {pending?.kind === 'one' && (
        <ConfirmDialog title={intl.formatMessage({ id: 'list.confirm.deleteTitle' })} onConfirm={() => onConfirm(pending)}>
          {intl.formatMessage({ id: 'list.confirm.deleteBody' }, { name: pending.name })}
          <Impact impact={pending.impact} />
        </ConfirmDialog>
      )}
      {pending?.kind === 'many' && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'list.confirm.bulkTitle' }, { count: pending.ids.length })}
          onConfirm={() => onConfirm(pending)}
        >
          {intl.formatMessage({ id: 'list.confirm.bulkBody' }, { count: pending.ids.length })}
          <Impact impact={pending.impact} />
        </ConfirmDialog>
      )}
    </DialogContainer>
  );
}

/** The sentence about what is deleted along with the rows, in its own paragraph. */
function Impact({ impact }: { impact?: DeleteImpact }) {
  const intl = useIntl();
  if (!impact) return null;
  return <p>{intl.formatMessage({ id: impact.messageId }, { count: impact.count })}</p>;
}
