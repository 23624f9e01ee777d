import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/kit/Button';
import { Dialog, DialogContent, DialogFooter, useDialogContainer } from '../../../ui/kit/Dialog';
import type { CellConflict } from './cellSaves';
import './conflictChoice.css';

/**
 * Theirs / mine for one cell: who saved what meanwhile, and the person's own value. "Keep theirs"
 * (where the focus starts: it loses nothing of anyone's on the server) puts their value in the
 * cell and sends nothing; "Use mine" sends the person's value again, now expecting theirs.
 */
export default function ConflictChoice({ conflict, show }: { conflict: CellConflict; show: (value: unknown) => ReactNode }) {
  const intl = useIntl();
  const { dismiss } = useDialogContainer();
  const who = conflict.by || intl.formatMessage({ id: 'conflict.someone' });
  const choose = (then: () => void) => () => {
    dismiss();
    then();
  };
  return (
    <Dialog size="S" title={intl.formatMessage({ id: 'gridEdit.conflict.title' }, { field: conflict.field, record: <bdi key="record">{conflict.record}</bdi> })}>
      <DialogContent>
        <p>{intl.formatMessage({ id: 'gridEdit.conflict.intro' }, { who: <bdi key="who">{who}</bdi> })}</p>
        <dl className="conflict-choice">
          <dt>{intl.formatMessage({ id: 'gridEdit.conflict.theirs' }, { who: <bdi key="who">{who}</bdi> })}</dt>
          <dd data-conflict="theirs">{show(conflict.theirs)}</dd>
          <dt>{intl.formatMessage({ id: 'gridEdit.conflict.mine' })}</dt>
          <dd data-conflict="mine">{show(conflict.mine)}</dd>
        </dl>
      </DialogContent>
      <DialogFooter>
        <Button variant="secondary" autoFocus onPress={choose(conflict.keepTheirs)}>
          {intl.formatMessage({ id: 'gridEdit.conflict.keepTheirs' })}
        </Button>
        <Button variant="accent" onPress={choose(conflict.useMine)}>
          {intl.formatMessage({ id: 'gridEdit.conflict.useMine' })}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
