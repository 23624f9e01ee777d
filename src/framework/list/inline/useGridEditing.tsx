import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../../ability/useAppAbility';
import type { LanguageCode } from '../../../i18n/locales';
import { lazyComponent } from '../../../ui/lazyComponent';
import { toast } from '../../../ui/toast';
import { useRowTitle } from '../../entity/references';
import { useLabel } from '../../entity/labels';
import type { EntityDeclaration, ValueFormatter } from '../../entity/types';
import { fieldLabelId } from '../../form/fieldNames';
import type { AnyRow } from '../listDocument';
import type { GridEditing } from '../table/gridEditing';
import { cellFieldOf } from './cellFields';
import { cellLock } from './cellLock';
import { cellReadOptions } from './cellReading';
import { CellConflicts } from './CellConflicts';
import { CellSaves } from './cellSaves';
import { CELL_EDITORS } from './editorKinds';
import { useCellCommit } from './useCellCommit';
import { useGridUndo } from './useGridUndo';
import { usePasteCells } from './usePasteCells';

/**
 * The editors load once the grid has the focus: a list that is only read carries none of them
 * (nor Yup). Loaded, an editor renders at once (React.lazy alone would hold it back 300 ms).
 */
const CellEditor = lazyComponent(() => import('./CellEditor'));

/** The text an editor starts from: an amount or a number as the list shows it, other values as they are. */
function startText(kind: string, value: unknown, currency: string | null, format: ValueFormatter): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money') return format.money(value as number, currency ?? '');
  if (kind === 'number') return format.number(value as number);
  return String(value);
}

/**
 * Cell editing for a list (issue 33): a column edits in its cell when the entity's form has its
 * field in a kind a cell takes (`cellFieldOf`), and a row's cell is editable when the form would
 * let the viewer change that field of that row (`cellLock`: the rules, a locked record, a field
 * that does not apply), so the grid and the form never disagree. Enter on a locked cell says why.
 * Ctrl+Z / Ctrl+Shift+Z undo and redo the saved edits and pastes (`useGridUndo`).
 * Without an update the list only reads.
 */
export function useGridEditing(declaration: EntityDeclaration, format: ValueFormatter): { editing: GridEditing | undefined; saves: CellSaves; overlay: ReactNode } {
  const ability = useAppAbility();
  const label = useLabel();
  const intl = useIntl();
  const language: LanguageCode = intl.locale.startsWith('fa') ? 'fa' : 'en';
  const titleOf = useRowTitle(declaration);
  const [saves] = useState(() => new CellSaves());
  const history = useGridUndo(declaration, saves);
  const commit = useCellCommit(declaration, saves, history);
  const { paste, dialog } = usePasteCells(declaration, saves, history, language);
  const rules = ability.rules;
  const editing = useMemo<GridEditing | undefined>(() => {
    if (!declaration.operations.update) return undefined;
    const inCell = (key: string) => {
      const found = cellFieldOf(declaration, key);
      return found && found.kind !== 'form' && CELL_EDITORS.has(found.kind) ? found : null;
    };
    return {
      cellOf: (row, key) => {
        const found = inCell(key);
        return found ? cellLock(declaration, ability, row, found.field) : null;
      },
      renderEditor: (row: AnyRow, key, seed, done, then) => {
        const found = inCell(key)!;
        const { field } = found;
        const value = (row as Record<string, unknown>)[field.name];
        const readOptions = cellReadOptions(found, row as Record<string, unknown>, language);
        const fieldLabel = label(fieldLabelId(declaration.subject, field), field.name);
        return (
          <Suspense fallback={null}>
            <CellEditor
              subject={declaration.subject}
              field={field}
              kind={found.kind as never}
              label={fieldLabel}
              value={value}
              shown={startText(found.kind, value, readOptions.currency ?? null, format)}
              seed={seed}
              commitOnOpen={then}
              readOptions={readOptions}
              onCommit={(next, started) => {
                saves.set(row.id, field.name, null);
                void commit({ row, name: field.name, value: next, started: field.name in row ? started : undefined, record: titleOf(row), field: fieldLabel });
              }}
              done={done}
            />
          </Suspense>
        );
      },
      explain: (reason) => toast.info(reason),
      prepare: () => void CellEditor.preload(),
      paste,
      undo: history.apply,
      resolve: (row, key) => {
        if (saves.get(row.id, key)?.state !== 'conflict') return false;
        saves.choose({ id: row.id, field: key });
        return true;
      },
    };
    // The ability instance never changes; its rules do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [declaration, ability, rules, label, format, titleOf, commit, saves, paste, history, language]);
  const overlay = editing ? (
    <>
      {dialog}
      <CellConflicts saves={saves} declaration={declaration} format={format} />
    </>
  ) : null;
  return { editing, saves, overlay };
}
