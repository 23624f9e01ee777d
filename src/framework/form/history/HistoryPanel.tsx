import { IconHistory } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HistoryQuery } from '../../../gql/graphql';
import { AppIcon } from '../../../ui/AppIcon';
import { AlertDialog } from '../../../ui/kit/AlertDialog';
import { Button } from '../../../ui/kit/Button';
import { DialogTrigger } from '../../../ui/kit/Dialog';
import { Flex } from '../../../ui/kit/Layout';
import { ProgressCircle } from '../../../ui/kit/Progress';
import { Bidi } from '../../display/Bidi';
import type { EntityDeclaration } from '../../entity/types';
import { useValueFormatter } from '../../format/useValueFormatter';
import { formFieldOf, historyFieldLabel } from './fieldLabel';
import { historyValueText } from './historyValue';
import { useHistory } from './useHistory';
import './history.css';

type Entry = HistoryQuery['history'][number];

interface Props {
  declaration: EntityDeclaration;
  id: string;
  /** False on a read-only form: the history shows, its versions cannot be restored. */
  canRestore: boolean;
  /** The record was saved as an earlier version: the form shows it. */
  onReverted: () => void;
}

/**
 * Under every edit form: the record's recorded changes (who, when, each field before and after)
 * and, for each earlier version, "Restore this version" behind a confirmation.
 */
export function HistoryPanel({ declaration, id, canRestore, onReverted }: Props) {
  const intl = useIntl();
  const format = useValueFormatter();
  const headingId = useId();
  const [shown, setShown] = useState(false);
  const history = useHistory(declaration, id, onReverted);

  // A value is user text (a title, a comment): each reads in its own direction (Bidi).
  const valueText = (field: string, value: unknown) => {
    const formField = formFieldOf(declaration, field);
    if (formField && (formField.kind === 'radio' || formField.kind === 'select') && typeof value === 'string') return format.enumValue(formField.enumName, value);
    return historyValueText(intl, value);
  };

  const toggle = () => {
    if (!shown) history.open();
    setShown(!shown);
  };

  const entry = (item: Entry, index: number) => {
    const at = format.dateTime(item.at);
    const action = intl.formatMessage({ id: `enum.ChangeAction.${item.action}` });
    const name = item.by?.name ?? intl.formatMessage({ id: 'undo.history.unknownUser' });
    // The newest entry is the record as it is; a deletion left the values as they were.
    const restorable = canRestore && index > 0 && item.action !== 'DELETE';
    return (
      <li key={item.id} className="history-entry">
        <Flex justifyContent="space-between" alignItems="center" gap="size-200" wrap>
          <span>
            <strong>{intl.formatMessage({ id: 'undo.history.by' }, { action, name })}</strong> · <time dateTime={item.at}>{at}</time>
          </span>
          {restorable && (
            <DialogTrigger>
              <Button variant="secondary" isPending={history.reverting}>{intl.formatMessage({ id: 'undo.history.restoreVersion' })}</Button>
              <AlertDialog
                variant="confirmation"
                title={intl.formatMessage({ id: 'undo.history.confirm.title' })}
                primaryActionLabel={intl.formatMessage({ id: 'undo.history.restoreVersion' })}
                cancelLabel={intl.formatMessage({ id: 'undo.history.cancel' })}
                onPrimaryAction={() => void history.revert(item.id)}
              >
                {intl.formatMessage({ id: 'undo.history.confirm.body' }, { at })}
              </AlertDialog>
            </DialogTrigger>
          )}
        </Flex>
        {item.changes.length > 0 && (
          <table className="history-changes">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'undo.history.field' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'undo.history.before' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'undo.history.after' })}</th>
              </tr>
            </thead>
            <tbody>
              {item.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{historyFieldLabel(intl, declaration, change.field)}</th>
                  <td className="history-changes__before">{change.redacted ? intl.formatMessage({ id: 'undo.history.hidden' }) : <Bidi>{valueText(change.field, change.before)}</Bidi>}</td>
                  <td className="history-changes__after">{change.redacted ? intl.formatMessage({ id: 'undo.history.hidden' }) : <Bidi>{valueText(change.field, change.after)}</Bidi>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </li>
    );
  };

  return (
    <section className="card history-panel" aria-labelledby={headingId}>
      <Flex justifyContent="space-between" alignItems="center" gap="size-200" wrap>
        <h2 id={headingId} className="history-panel__title">{intl.formatMessage({ id: 'undo.history.title' })}</h2>
        <Button variant="secondary" onPress={toggle} aria-expanded={shown}>
          <AppIcon icon={IconHistory} />
          <span>{intl.formatMessage({ id: shown ? 'undo.history.close' : 'undo.history.open' })}</span>
        </Button>
      </Flex>
      {shown && (
        <div className="history-panel__body">
          <span>{intl.formatMessage({ id: 'undo.history.intro' })}</span>
          {history.loading && !history.entries ? (
            <ProgressCircle isIndeterminate size="S" aria-label={intl.formatMessage({ id: 'common.loading' })} />
          ) : history.error ? (
            <span>{intl.formatMessage({ id: 'errors.generic' })}</span>
          ) : history.entries?.length ? (
            <ol className="history-entries">{history.entries.map(entry)}</ol>
          ) : (
            <span>{intl.formatMessage({ id: 'undo.history.empty' })}</span>
          )}
        </div>
      )}
    </section>
  );
}
