import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../../ui/toast';
import type { EntityDeclaration } from '../../entity/types';
import { rootPayload, type AnyRow } from '../listDocument';
import { serverRefusal } from '../serverRefusal';
import type { CellSaves } from './cellSaves';
import { showRowValues } from './rowCache';
import type { GridUndo } from './useGridUndo';

/** A committed cell: the row, the field's input name, its new value, and how to name both in a message. */
export interface CellChange {
  row: AnyRow;
  name: string;
  value: unknown;
  /** The value before, when the row does not carry it under `name` (a reference shown as its nested row). */
  before?: unknown;
  record: string;
  field: string;
}


/**
 * Sends one cell's change through the entity's update with that field alone, so a change to
 * another field of the row (by someone else, live) is not overwritten. The cell shows the new
 * value at once (written to the cache) with a saving mark; the server's answer clears the mark,
 * or puts the old value back and marks the cell with why (a refusal), or keeps the value with
 * Retry (the network lost it), as forms do. A polite live region says which. A saved change is
 * recorded in the list's undo (`history`), so Ctrl+Z puts the value before back.
 */
export function useCellCommit(declaration: EntityDeclaration, saves: CellSaves, history?: GridUndo): (change: CellChange) => Promise<void> {
  const client = useApolloClient();
  const intl = useIntl();
  const { subject, operations } = declaration;
  return useCallback(
    async function commit(change: CellChange) {
      const { row, name, value } = change;
      const before = name in row ? (row as Record<string, unknown>)[name] : change.before;
      const show = (shown: unknown) => showRowValues(client.cache, row.__typename ?? subject, row.id, { [name]: shown });
      show(value);
      saves.set(row.id, name, { state: 'saving' });
      const values = { record: change.record, field: change.field };
      const refuse = (reason: string) => {
        show(before);
        saves.set(row.id, name, { state: 'refused', reason });
        const text = intl.formatMessage({ id: reason });
        toast.error('gridEdit.toast.refused', { ...values, reason: text });
        saves.speak(intl.formatMessage({ id: 'gridEdit.spoken.refused' }, { reason: text }));
      };
      try {
        const { data } = await client.mutate({ mutation: operations.update, variables: { id: row.id, input: { [name]: value } } });
        const problem = rootPayload<{ userErrors?: { message: string }[] }>(data)?.userErrors?.[0];
        if (problem) {
          refuse(problem.message in intl.messages ? problem.message : 'errors.genericCheckInput');
          return;
        }
        saves.set(row.id, name, null);
        saves.speak(intl.formatMessage({ id: 'gridEdit.saved' }));
        // A value the row does not carry and the editor did not know has no "before" to go back to.
        if (name in row || change.before !== undefined) history?.record([{ id: row.id, before: { [name]: before ?? null }, after: { [name]: value } }], { record: change.record, field: change.field });
      } catch (error) {
        // Answered by the server (a rule, a full disk): refused; no answer (the network): kept, with Retry.
        if (CombinedGraphQLErrors.is(error)) {
          refuse(serverRefusal(error, (message) => message in intl.messages) ?? 'errors.genericCheckInput');
          return;
        }
        const retry = () => void commit(change);
        saves.set(row.id, name, { state: 'failed', retry });
        toast.error('gridEdit.toast.failed', values, { label: 'common.actions.retry', onAction: retry });
        saves.speak(intl.formatMessage({ id: 'gridEdit.failed' }));
      }
    },
    [client, intl, subject, operations.update, saves, history],
  );
}
