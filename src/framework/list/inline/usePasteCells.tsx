import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../../ability/useAppAbility';
import type { LanguageCode } from '../../../i18n/locales';
import { DialogContainer } from '../../../ui/kit/Dialog';
import { lazyComponent } from '../../../ui/lazyComponent';
import { toast } from '../../../ui/toast';
import { useRowTitle } from '../../entity/references';
import type { EntityDeclaration } from '../../entity/types';
import type { AnyRow } from '../listDocument';
import type { CellSaves } from './cellSaves';
import type { GridRange } from '../table/gridEditing';
import type { PastePlan } from './pastePlan';
import type { GridUndo } from './useGridUndo';
import { useUpdateRows } from './useUpdateRows';

const PasteSummary = lazyComponent(() => import('./PasteSummary'));


/** A column as the paste names it: its key and its header. */
export interface PasteColumn {
  key: string;
  label: string;
}

/**
 * Ctrl+V of a block from a spreadsheet into a list (issue 33): the plan (`planPaste`, loaded with
 * the first paste, readers and schemas included) is said once in a summary; Confirm sends its
 * changes in one request (`updateRows`, an answer per row); the cells a row's refusal covers stay
 * marked with why until they are edited again, and the saved ones are one step of the list's undo
 * (`history`: Ctrl+Z, or the toast's Undo), undone in one request.
 */
export function usePasteCells(declaration: EntityDeclaration, saves: CellSaves, history: GridUndo, language: LanguageCode): {
  paste: (rows: readonly AnyRow[], at: { row: number; column: string }, text: string, columns: readonly PasteColumn[], range?: GridRange) => void;
  /** Ctrl+D on a range: its top row's values down it (`planFill`), through the same summary, request and undo step. */
  fill: (rows: readonly AnyRow[], range: GridRange, textOf: (row: AnyRow, column: string) => string, columns: readonly PasteColumn[]) => void;
  dialog: ReactNode;
} {
  const intl = useIntl();
  const ability = useAppAbility();
  const titleOf = useRowTitle(declaration);
  const updateRows = useUpdateRows(declaration);
  const [pending, setPending] = useState<{ plan: PastePlan; columns: readonly PasteColumn[] } | null>(null);

  const paste = useCallback(
    (rows: readonly AnyRow[], at: { row: number; column: string }, text: string, columns: readonly PasteColumn[], range?: GridRange) => {
      void PasteSummary.preload();
      void import('./pastePlan').then(({ planPaste }) => {
        const size = range && { rows: range.bottom - range.top + 1, columns: range.columns.length };
        const plan = planPaste({ declaration, ability, rows, origin: at, text, columns: columns.map((column) => column.key), language, range: size });
        if (plan.changes.length > 0) setPending({ plan, columns });
      });
    },
    [declaration, ability, language],
  );
  const fill = useCallback(
    (rows: readonly AnyRow[], range: GridRange, textOf: (row: AnyRow, column: string) => string, columns: readonly PasteColumn[]) => {
      void PasteSummary.preload();
      void import('./pastePlan').then(({ planFill }) => {
        const plan = planFill({ declaration, ability, rows, range, textOf });
        if (plan.changes.length > 0) setPending({ plan, columns });
      });
    },
    [declaration, ability],
  );

  const confirm = async (plan: PastePlan) => {
    const { rowInputs } = await import('./pastePlan');
    const rows = rowInputs(plan.changes);
    for (const change of plan.changes) if (change.name && !change.refusal && !change.same) saves.set(change.row.id, change.name, { state: 'saving' });
    const settle = (results: { id: string; ok: boolean; userErrors: { message: string }[] }[]) => {
      for (const row of rows) {
        const answer = results.find((result) => result.id === row.id);
        const reason = answer && !answer.ok ? (answer.userErrors[0]?.message ?? 'errors.genericCheckInput') : null;
        for (const name of Object.keys(row.input)) saves.set(row.id, name, reason ? { state: 'refused', reason: reason in intl.messages ? reason : 'errors.genericCheckInput' } : null);
      }
    };
    try {
      // Each row only while the pasted-over fields hold what the list showed (a CONFLICT refuses the row otherwise).
      const results = await updateRows(rows.map(({ id, input, expected }) => ({ id, input, expected })));
      settle(results);
      const saved = rows.filter((row) => results.find((result) => result.id === row.id)?.ok);
      const cells = saved.reduce((count, row) => count + Object.keys(row.input).length, 0);
      const refused = rows.length - saved.length;
      if (refused > 0) toast.error('gridEdit.paste.refusedAfter', { count: refused });
      if (saved.length > 0) {
        const step = history.record(saved.map(({ id, input, before }) => ({ id, before, after: input })));
        const undo = step ? { label: 'undo.actions.undo', onAction: () => history.apply('undo', step) } : undefined;
        toast.success('gridEdit.paste.saved', { count: cells }, undo);
        saves.speak(intl.formatMessage({ id: 'gridEdit.paste.saved' }, { count: cells }));
      }
    } catch {
      for (const row of rows) for (const name of Object.keys(row.input)) saves.set(row.id, name, { state: 'failed', retry: () => void confirm(plan) });
      toast.error('gridEdit.failed', undefined, { label: 'common.actions.retry', onAction: () => void confirm(plan) });
    }
  };

  const dialog = (
    <DialogContainer onDismiss={() => setPending(null)}>
      {pending && (
        <Suspense fallback={null}>
          <PasteSummary
            plan={pending.plan}
            rowTitle={titleOf}
            columnLabel={(key) => pending.columns.find((column) => column.key === key)?.label ?? key}
            onConfirm={() => void confirm(pending.plan)}
          />
        </Suspense>
      )}
    </DialogContainer>
  );
  return { paste, fill, dialog };
}
