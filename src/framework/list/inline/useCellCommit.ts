import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { UpdateRowsDocument } from '../../../gql-docs';
import { toast } from '../../../ui/toast';
import type { EntityDeclaration } from '../../entity/types';
import type { AnyRow } from '../listDocument';
import { serverRefusal } from '../serverRefusal';
import type { CellSaves } from './cellSaves';
import { showRowValues } from './rowCache';
import { markedCell } from './SaveMark';
import type { GridUndo } from './useGridUndo';

/** A committed cell: the row, the field's input name, its new value, and how to name both in a message. */
export interface CellChange {
  row: AnyRow;
  name: string;
  value: unknown;
  record: string;
  field: string;
  /** The value before, when the row does not carry it under `name` (a reference shown as its nested row): for undo only. */
  before?: unknown;
  /**
   * The value the editor opened with: the server saves only while the field still holds it, so
   * a change someone made meanwhile to this field is never overwritten (theirs / mine instead).
   * Undefined: not known (the last write wins).
   */
  started?: unknown;
}

/** What a CONFLICT answers (`RowChangeInput.expected`): the field's value now and who saved it. */
interface ConflictValues {
  current?: unknown;
  updatedBy?: string | null;
}

/**
 * Sends one cell's change as one row of `updateRows` with that field alone and the value it
 * started from (`expected`): a change to another field of the row, by anyone, is kept beside it;
 * a change to this field meanwhile answers CONFLICT, and the cell keeps the person's value marked
 * with a choice (theirs / mine: `CellConflict`). The cell shows the new value at once (written to
 * the cache) with a saving mark; the answer clears the mark and reads the row again (its version),
 * or puts the old value back with why (a refusal), or keeps the value with Retry (the network).
 * A polite live region says which. A saved change is recorded in the list's undo (`history`).
 */
export function useCellCommit(declaration: EntityDeclaration, saves: CellSaves, history?: GridUndo): (change: CellChange) => Promise<void> {
  const client = useApolloClient();
  const intl = useIntl();
  const { subject, operations } = declaration;
  return useCallback(
    async function commit(change: CellChange) {
      const { row, name, value, started } = change;
      const before = (row as Record<string, unknown>)[name];
      const show = (shown: unknown) => showRowValues(client.cache, row.__typename ?? subject, row.id, { [name]: shown });
      // The row as the server has it now (its version, values the server sets); a read, not a write.
      const reread = () => void client.query({ query: operations.get, variables: { id: row.id }, fetchPolicy: 'network-only' }).catch(() => undefined);
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
      const offer = ({ current, updatedBy }: ConflictValues) => {
        const theirs = current ?? null;
        const who = updatedBy || intl.formatMessage({ id: 'conflict.someone' });
        // Found while its saving mark is there: the choice opens from this cell, and Escape comes back to it.
        const cell = markedCell(row.id, name);
        saves.set(row.id, name, {
          state: 'conflict', row, mine: value, theirs, by: updatedBy ?? null, ...values,
          keepTheirs: () => {
            show(theirs);
            saves.set(row.id, name, null);
            saves.speak(intl.formatMessage({ id: 'gridEdit.conflict.keptTheirs' }, { who }));
            reread();
          },
          useMine: () => void commit({ ...change, started: theirs }),
        });
        saves.speak(intl.formatMessage({ id: 'gridEdit.conflict.spoken' }, { ...values, who }));
        // The choice opens at once, unless the person is already typing in another cell or a dialog.
        if (document.activeElement?.closest('[data-cell-editor], [role="dialog"], [role="alertdialog"]')) return;
        cell?.focus({ preventScroll: true });
        saves.choose({ id: row.id, field: name });
      };
      try {
        const expected = started === undefined ? undefined : { [name]: started ?? null };
        // Not cached: a row's answer is no record (the row itself is read again below).
        const { data } = await client.mutate({ mutation: UpdateRowsDocument, variables: { subject, rows: [{ id: row.id, input: { [name]: value }, expected }] }, fetchPolicy: 'no-cache' });
        const problems = data?.updateRows.results[0]?.userErrors ?? [];
        const conflict = problems.find((problem) => problem.code === 'CONFLICT');
        if (conflict) return offer((conflict.values ?? {}) as ConflictValues);
        if (problems[0] || !data?.updateRows.updatedIds.includes(row.id)) {
          const message = problems[0]?.message ?? '';
          return refuse(message in intl.messages ? message : 'errors.genericCheckInput');
        }
        saves.set(row.id, name, null);
        saves.speak(intl.formatMessage({ id: 'gridEdit.saved' }));
        reread();
        // A value the row does not carry (a reference shown by its label) is known by what the editor started from.
        const replaced = started !== undefined ? started : name in row ? before : change.before;
        if (name in row || change.before !== undefined) history?.record([{ id: row.id, before: { [name]: replaced ?? null }, after: { [name]: value } }], values);
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
    [client, intl, subject, operations.get, saves, history],
  );
}
