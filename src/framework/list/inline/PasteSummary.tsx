import { useIntl } from 'react-intl';
import { Button } from '../../../ui/kit/Button';
import { Dialog, DialogContent, DialogFooter, useDialogContainer } from '../../../ui/kit/Dialog';
import type { PastePlan } from './pastePlan';
import './pasteSummary.css';

export interface PasteSummaryProps {
  plan: PastePlan;
  /** Names a row and a column in the list: its title, the column's header. */
  rowTitle: (row: PastePlan['changes'][number]['row']) => string;
  columnLabel: (key: string) => string;
  onConfirm: () => void;
}

/**
 * What a paste would do, said once before anything is sent: "12 cells: 10 change, 2 refused", each
 * refusal with its row, column and reason; Confirm sends the changes in one request. Cancel (the
 * focus starts there when nothing would change) sends nothing.
 */
export default function PasteSummary({ plan, rowTitle, columnLabel, onConfirm }: PasteSummaryProps) {
  const intl = useIntl();
  const { dismiss } = useDialogContainer();
  const refused = plan.changes.filter((change) => change.refusal);
  const changing = plan.changes.filter((change) => !change.refusal && !change.same).length;
  const same = plan.changes.filter((change) => change.same).length;
  return (
    <Dialog size="L" title={intl.formatMessage({ id: plan.fill ? 'gridEdit.fill.title' : 'gridEdit.paste.title' }, { count: plan.changes.length })}>
      <DialogContent>
        <p className="paste-summary__counts">
          {intl.formatMessage({ id: 'gridEdit.paste.counts' }, { count: plan.changes.length, changing, refused: refused.length, same, dropped: plan.dropped })}
        </p>
        {refused.length > 0 && (
          <ul className="paste-summary__refusals" aria-label={intl.formatMessage({ id: 'gridEdit.paste.refusals' })}>
            {refused.map((change) => (
              <li key={`${change.row.id}:${change.column}`}>
                <bdi>{rowTitle(change.row)}</bdi>{intl.formatMessage({ id: 'gridEdit.paste.separator' })}
                {columnLabel(change.column)} (<bdi>{change.text || '∅'}</bdi>){intl.formatMessage({ id: 'gridEdit.paste.separator' })}
                {intl.formatMessage({ id: change.refusal!.reason }, change.refusal!.values as Record<string, string>)}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
      <DialogFooter>
        <Button variant="secondary" onPress={dismiss} autoFocus={changing === 0}>
          {intl.formatMessage({ id: 'common.actions.cancel' })}
        </Button>
        <Button
          variant="accent"
          isDisabled={changing === 0}
          autoFocus={changing > 0}
          onPress={() => {
            dismiss();
            onConfirm();
          }}
        >
          {intl.formatMessage({ id: 'gridEdit.paste.confirm' }, { count: changing })}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
