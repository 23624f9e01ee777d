import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ViewerDocument } from '../../../gql-docs';
import { toast } from '../../../ui/toast';
import type { BulkRowResult } from '../bulkEdit/useBulkUpdate';
import type { EntityDeclaration } from '../../entity/types';
import { viewerIdOf } from '../../entity/viewerId';
import type { CellSaves } from './cellSaves';
import { gridUndoKey, recordStep, returnStep, sameValue, settleStep, stepCells, takeStep, type GridDirection, type GridStep, type GridStepRow } from './gridUndo';
import { showRowValues } from './rowCache';
import { useUpdateRows } from './useUpdateRows';

/** A list's undo of its grid's changes (see `useGridUndo`). */
export interface GridUndo {
  /** Keeps a change the server saved as the next step to undo; answers its id (null when it changed nothing). */
  record: (rows: GridStepRow[], cell?: GridStep['cell']) => string | null;
  /** Undoes (or redoes) the latest step, or the one named, as one request. */
  apply: (direction: GridDirection, id?: string) => void;
}

/** Why the server refused a row: its message when the app has words for it; a deleted row said plainly. */
function reasonOf(result: BulkRowResult | undefined, known: (id: string) => boolean): string {
  const problem = result?.userErrors[0];
  if (problem?.code === 'DELETED') return 'gridEdit.undo.deleted';
  if (problem?.code === 'CONFLICT') return 'gridEdit.undo.changed';
  return problem && known(problem.message) ? problem.message : 'errors.genericCheckInput';
}

/** The rows of a step whose fields no longer hold the `expected` side's values in the cache (a row not cached is not known to have moved). */
function movedSince(rows: readonly GridStepRow[], expected: 'before' | 'after', cached: (id: string, name: string) => unknown): Set<string> {
  const moved = (row: GridStepRow) => Object.entries(row[expected]).some(([name, value]) => {
    const now = cached(row.id, name);
    return now !== undefined && !sameValue(now, value);
  });
  return new Set(rows.filter(moved).map((row) => row.id));
}

/**
 * Ctrl+Z / Ctrl+Shift+Z of a list's cell edits and pastes (issue 33): each saved change is a step
 * kept in the tab's session storage per viewer and entity (`gridUndo`), so a re-sort, a filter or
 * a reload keeps it. A step goes back (or again) as ONE `updateRows` request, a paste's rows
 * together; the cached lists are dropped, so the grid shows what the server has. A row whose field
 * someone changed since (as the list has it, live updates included) is not sent, and a row the
 * server refuses (deleted meanwhile, the rules): each says why and its part of the step is dropped;
 * a step the network lost stays to be tried again. Steps run one after the other, in the order pressed.
 *
 * @example const history = useGridUndo(declaration, saves); history.apply('undo')
 */
export function useGridUndo(declaration: EntityDeclaration, saves: CellSaves): GridUndo {
  const client = useApolloClient();
  const intl = useIntl();
  const updateRows = useUpdateRows(declaration);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const { subject } = declaration;
  // Whose steps: the cached viewer, or, right after a reload (the shell reads it again), the answer.
  const keyOf = useCallback(async () => {
    const viewerId = viewerIdOf(client) ?? (await client.query({ query: ViewerDocument, fetchPolicy: 'cache-first' }).catch(() => null))?.data?.viewer?.user?.id;
    return viewerId ? gridUndoKey(viewerId, subject) : null;
  }, [client, subject]);

  /** What the cache holds now for a row's field (live updates included); undefined when the row is not cached. */
  const cached = useCallback(
    (id: string, name: string) => {
      const cacheId = client.cache.identify({ __typename: subject, id });
      let seen: unknown;
      if (cacheId) client.cache.modify({ id: cacheId, fields: { [name]: (value: unknown) => ((seen = value), value) }, broadcast: false });
      return seen;
    },
    [client, subject],
  );

  const run = useCallback(
    async (direction: GridDirection, id?: string) => {
      const key = await keyOf();
      const step = key ? takeStep(key, direction, id) : null;
      if (!key || !step) {
        toast.info(`gridEdit.${direction}.nothing`);
        return;
      }
      const side = direction === 'undo' ? 'before' : 'after';
      const expected = direction === 'undo' ? 'after' : 'before';
      // A row someone changed since (as the list has it, live) is not overwritten: it is refused here.
      const moved = movedSince(step.rows, expected, cached);
      const sent = step.rows.filter((row) => !moved.has(row.id));
      let results: BulkRowResult[] = [];
      try {
        // Each row only while its fields hold what the step left there, on the server too (a change the list never heard of).
        if (sent.length > 0) results = await updateRows(sent.map((row) => ({ id: row.id, input: row[side], expected: row[expected] })));
      } catch (error) {
        if (CombinedGraphQLErrors.is(error)) {
          // Refused as a whole (the viewer may change no row any more): the step is dropped.
          toast.error(`gridEdit.${direction}.refused`, { reason: intl.formatMessage({ id: 'list.toast.forbidden' }) });
          return;
        }
        returnStep(key, direction, step);
        toast.error('gridEdit.failed', undefined, { label: 'common.actions.retry', onAction: () => void run(direction, step.id) });
        return;
      }
      const answer = (row: GridStepRow) => results.find((result) => result.id === row.id);
      const done = step.rows.filter((row) => answer(row)?.ok);
      for (const row of done) {
        // Shown at once (and so a quick redo finds them), before the list is read again.
        showRowValues(client.cache, subject, row.id, row[side]);
        for (const name of Object.keys(row.after)) saves.set(row.id, name, null);
      }
      // A row someone changed on the server meanwhile: the list shows their value, as the message says.
      for (const row of step.rows) {
        const current = Object.fromEntries((answer(row)?.userErrors ?? []).filter((problem) => problem.code === 'CONFLICT' && problem.field?.[1])
          .map((problem) => [problem.field![1], (problem.values as { current?: unknown } | null)?.current ?? null]));
        if (Object.keys(current).length > 0) showRowValues(client.cache, subject, row.id, current);
      }
      const refused = step.rows.find((row) => !answer(row)?.ok);
      if (refused) {
        const why = moved.has(refused.id) ? 'gridEdit.undo.changed' : reasonOf(answer(refused), (message) => message in intl.messages);
        const reason = intl.formatMessage({ id: why });
        toast.error(`gridEdit.${direction}.refused`, { reason });
        saves.speak(intl.formatMessage({ id: `gridEdit.${direction}.refused` }, { reason }));
      }
      if (done.length === 0) return;
      const applied = { ...step, rows: done };
      settleStep(key, direction, applied);
      const said = step.cell ? { id: `gridEdit.${direction}.cell`, values: step.cell } : { id: `gridEdit.${direction}.paste`, values: { count: stepCells(applied) } };
      toast.success(said.id, said.values);
      saves.speak(intl.formatMessage({ id: said.id }, said.values));
    },
    [keyOf, cached, client, subject, updateRows, saves, intl],
  );

  // Steps are recorded, undone and redone one after the other, in the order they came.
  const enqueue = useCallback((task: () => Promise<void>) => {
    queue.current = queue.current.then(task).catch(() => undefined);
  }, []);
  const apply = useCallback((direction: GridDirection, id?: string) => enqueue(() => run(direction, id)), [enqueue, run]);
  const record = useCallback(
    (rows: GridStepRow[], cell?: GridStep['cell']) => {
      if (rows.length === 0) return null;
      const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      enqueue(async () => {
        const key = await keyOf();
        if (key) recordStep(key, cell ? { id, rows, cell } : { id, rows });
      });
      return id;
    },
    [enqueue, keyOf],
  );
  return useMemo(() => ({ record, apply }), [record, apply]);
}
