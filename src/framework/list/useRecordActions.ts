import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { asSubject } from '../../ability/ability';
import { useAppAbility } from '../../ability/useAppAbility';
import { toast } from '../../ui/toast';
import { useRowTitle } from '../entity/references';
import type { EntityDeclaration, RecordAction } from '../entity/types';
import { rootFieldName } from '../entity/documents';
import { rootPayload, type AnyRow } from './listDocument';
import { viewerIdOf } from '../entity/viewerId';
import { serverRefusal } from './serverRefusal';
import { askToConfirm } from '../overlays/confirmRequests';

type Action = RecordAction<AnyRow>;

/** A row the action could not change, and the message id of why. */
export interface RecordActionFailure {
  row: AnyRow;
  reason: string;
}

export interface RecordActions {
  /** Whether the viewer may run `action` on `row` and the row is in a state the action applies to. */
  allows: (action: Action, row: AnyRow) => boolean;
  /** Whether the viewer may run `action` on some row of the subject: what the rows' layout plans for. */
  mayRun: (action: Action) => boolean;
  /** Runs the action on the rows it allows, once confirmed when it asks; resolves with the rows that failed. */
  run: (action: Action, rows: AnyRow[]) => Promise<RecordActionFailure[]>;
  /** Key of the action under way, if any. */
  running: string | null;
}


/**
 * What puts `row` back as it was before `input`: its own values of the keys the action set; null
 * when the row does not carry one of them (an action that sets what the list does not show).
 */
export function undoInputOf(row: AnyRow, input: Record<string, unknown>): Record<string, unknown> | null {
  const keys = Object.keys(input);
  if (keys.some((key) => !(key in row))) return null;
  return Object.fromEntries(keys.map((key) => [key, (row as Record<string, unknown>)[key]]));
}

/**
 * Runs a declaration's row and bulk actions through its update mutation: one request per row (so
 * one refused row does not stop the rest), a success toast with the count and Undo (each changed
 * row saved again with the values it had), and an error toast
 * naming every row that failed and why. The entity's cached lists are dropped afterwards, so a
 * queue filtered on PENDING loses the rows that were just approved.
 *
 * @example const actions = useRecordActions(comments); await actions.run(approve, selectedRows);
 */
export function useRecordActions(declaration: EntityDeclaration): RecordActions {
  const client = useApolloClient();
  const intl = useIntl();
  const ability = useAppAbility();
  const titleOf = useRowTitle(declaration);
  const [running, setRunning] = useState<string | null>(null);
  const { subject, operations } = declaration;
  const listField = useMemo(() => rootFieldName(operations.list), [operations.list]);

  const allows = useCallback(
    (action: Action, row: AnyRow) =>
      (action.when?.(row) ?? true) && ability.can(action.ability.action, asSubject(subject, row), action.ability.field),
    // The ability instance never changes; its rules do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ability, ability.rules, subject],
  );

  const mayRun = useCallback(
    (action: Action) => ability.can(action.ability.action, subject, action.ability.field),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ability, ability.rules, subject],
  );

  const run = useCallback(
    async (action: Action, rows: AnyRow[]) => {
      const viewerId = viewerIdOf(client);
      const input = typeof action.input === 'function' ? action.input({ viewerId, now: new Date().toISOString() }) : action.input;
      const targets = rows.filter((row) => allows(action, row));
      if (targets.length === 0) return [];
      if (action.confirm) {
        const values = { name: titleOf(targets[0]), count: targets.length };
        if (!(await askToConfirm({ ...action.confirm, action: action.label, values }))) return [];
      }
      setRunning(action.key);
      const outcomes = await Promise.all(
        targets.map(async (row): Promise<RecordActionFailure | null> => {
          try {
            const { data } = await client.mutate({ mutation: operations.update, variables: { id: row.id, input } });
            const problem = rootPayload<{ userErrors?: { message: string }[] }>(data)?.userErrors?.[0];
            return problem ? { row, reason: problem.message in intl.messages ? problem.message : 'errors.genericCheckInput' } : null;
          } catch (error) {
            return { row, reason: serverRefusal(error, (id) => id in intl.messages) ?? 'errors.generic' };
          }
        }),
      );
      setRunning(null);
      const failures = outcomes.filter((outcome): outcome is RecordActionFailure => outcome !== null);
      const changed = targets.filter((row) => !failures.some((failure) => failure.row === row));
      const dropLists = () => {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: listField });
        client.cache.gc();
      };
      if (changed.length > 0) {
        const undos = changed.map((row) => ({ id: row.id, input: undoInputOf(row, input) }));
        const undo = async () => {
          const results = await Promise.allSettled(undos.map(({ id, input: before }) => client.mutate({ mutation: operations.update, variables: { id, input: before } })));
          const back = results.filter((result) => result.status === 'fulfilled' && !rootPayload<{ userErrors?: unknown[] }>(result.value.data)?.userErrors?.length).length;
          dropLists();
          if (back > 0) toast.success('records.toast.undone', { count: back });
          if (back < undos.length) toast.error('records.actions.failed', { count: undos.length - back, detail: intl.formatMessage({ id: 'errors.generic' }) });
        };
        const canUndo = action.undoable !== false && undos.every((item) => item.input !== null);
        toast.success(action.done, { count: changed.length }, canUndo ? { label: 'undo.actions.undo', onAction: () => void undo() } : undefined);
        dropLists();
      }
      if (failures.length > 0) {
        const names = failures.map((failure) => `${titleOf(failure.row)}: ${intl.formatMessage({ id: failure.reason })}`);
        toast.error('records.actions.failed', { count: failures.length, detail: names.join(' · ') });
      }
      return failures;
    },
    [client, intl, operations.update, listField, allows, titleOf],
  );

  return { allows, mayRun, run, running };
}
