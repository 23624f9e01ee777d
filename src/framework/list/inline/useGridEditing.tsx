import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../../ability/useAppAbility';
import type { LanguageCode } from '../../../i18n/locales';
import { lazyComponent } from '../../../ui/lazyComponent';
import { toast } from '../../../ui/toast';
import { useRowTitle } from '../../entity/references';
import { useLabel } from '../../entity/labels';
import type { ColumnDef, EntityDeclaration, ValueFormatter } from '../../entity/types';
import { fieldLabelId } from '../../form/fieldNames';
import type { AnyRow } from '../listDocument';
import { cellTextOf } from '../tableColumns';
import type { GridEditing } from '../table/gridEditing';
import { cellFieldOf, type CellEditorKind } from './cellFields';
import { cellLock } from './cellLock';
import { cellReadOptions } from './cellReading';
import { CellSaves } from './cellSaves';
import { CELL_EDITORS } from './editorKinds';
import { useGridEngine } from './useGridEngine';

/**
 * The editors load once the grid has the focus: a list that is only read carries none of them
 * (nor Yup). Loaded, an editor renders at once (React.lazy alone would hold it back 300 ms).
 */
const CellEditor = lazyComponent(() => import('./CellEditor'));
/**
 * The kit's date picker and combobox weigh as much as every other editor together: each of these
 * loads when a cell of its kind first opens (keys typed meanwhile join the text it opens with).
 */
const DateCellEditor = lazyComponent(() => import('./DateCellEditor'));
const ReferenceCellEditor = lazyComponent(() => import('./ReferenceCellEditor'));
const CountryCellEditor = lazyComponent(() => import('./CountryCellEditor'));
const EDITOR_OF: Partial<Record<CellEditorKind, typeof CellEditor>> = { date: DateCellEditor, datetime: DateCellEditor, reference: ReferenceCellEditor, country: CountryCellEditor };

/**
 * A cell's value and the text it shows: a reference column shows a nested row (`plan { id title }`)
 * while its field sets the id (`planId`), so its value is that row's id and its text the column's.
 */
function cellValue(row: Record<string, unknown>, name: string, column: ColumnDef<never> | undefined, format: ValueFormatter): { value: unknown; text: string | undefined } {
  const nested = column && column.key !== name ? row[column.key] : undefined;
  const value = name in row ? row[name] : nested && typeof nested === 'object' && 'id' in nested ? nested.id : null;
  return { value, text: nested === undefined ? undefined : (column?.text?.(row as never, format) ?? undefined) };
}

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
 * Without an update the list only reads. What edits do (saves, paste, undo, conflicts) is the
 * engine's (`useGridEngine`), loaded when the grid is first focused or pointed at, with the editors.
 */
export function useGridEditing(
  declaration: EntityDeclaration,
  format: ValueFormatter,
  /** Opens a row's form, focused on a field: Enter on a cell edited in the form (rich text, files, lists). */
  openForm?: (id: string, field: string) => void,
): { editing: GridEditing | undefined; saves: CellSaves; overlay: ReactNode } {
  const ability = useAppAbility();
  const label = useLabel();
  const intl = useIntl();
  const language: LanguageCode = intl.locale.startsWith('fa') ? 'fa' : 'en';
  const titleOf = useRowTitle(declaration);
  const [saves] = useState(() => new CellSaves());
  const engine = useGridEngine({ declaration, saves, format, language }, Boolean(declaration.operations.update));
  const { withEngine, start } = engine;
  const rules = ability.rules;
  const editing = useMemo<GridEditing | undefined>(() => {
    if (!declaration.operations.update) return undefined;
    const inCell = (key: string) => {
      const found = cellFieldOf(declaration, key);
      return found && found.kind !== 'form' && CELL_EDITORS.has(found.kind) ? { ...found, kind: found.kind } : null;
    };
    return {
      cellOf: (row, key) => {
        const found = cellFieldOf(declaration, key);
        if (!found) return null;
        const lock = cellLock(declaration, ability, row, found.field);
        // Rich text, files and lists are editable too, in the form: not read-only here.
        return lock.editable && (found.kind === 'form' || !CELL_EDITORS.has(found.kind)) ? (openForm ? { editable: true, inForm: true } : null) : lock;
      },
      openForm: (row, key) => {
        const found = cellFieldOf(declaration, key);
        if (found) openForm?.(row.id, found.field.name);
      },
      renderEditor: (row: AnyRow, key, seed, done, then) => {
        const found = inCell(key)!;
        const { field } = found;
        const column = declaration.columns.find((candidate) => candidate.key === key) as ColumnDef<never> | undefined;
        const { value, text } = cellValue(row as Record<string, unknown>, field.name, column, format);
        const readOptions = cellReadOptions(found, row as Record<string, unknown>, language);
        const fieldLabel = label(fieldLabelId(declaration.subject, field), field.name);
        const Editor = EDITOR_OF[found.kind] ?? CellEditor;
        return (
          <Suspense fallback={null}>
            <Editor
              subject={declaration.subject}
              field={field}
              kind={found.kind}
              label={fieldLabel}
              value={value}
              shown={text ?? startText(found.kind, value, readOptions.currency ?? null, format)}
              seed={seed}
              commitOnOpen={then}
              readOptions={readOptions}
              onCommit={(next, started) => {
                saves.set(row.id, field.name, null);
                // A reference the row carries as a nested row (`plan`, not `planId`): the server is not
                // asked to expect its id, but undo knows what it was.
                const change = { row, name: field.name, value: next, started: field.name in row ? started : undefined, before: value, record: titleOf(row), field: fieldLabel };
                withEngine((ready) => void ready.commit(change));
              }}
              done={done}
            />
          </Suspense>
        );
      },
      explain: (reason) => toast.info(reason),
      prepare: () => {
        void CellEditor.preload();
        start();
      },
      paste: (...args) => withEngine((ready) => ready.paste(...args)),
      fill: (rows, range, columns) => {
        // The summary names the filled value as the list shows it.
        const textOf = (row: AnyRow, key: string) => {
          const def = declaration.columns.find((column) => column.key === key);
          return def ? cellTextOf(def, row, format) : '';
        };
        withEngine((ready) => ready.fill(rows, range, textOf, columns));
      },
      undo: (direction) => withEngine((ready) => ready.undo(direction)),
      resolve: (row, key) => {
        if (saves.get(row.id, key)?.state !== 'conflict') return false;
        saves.choose({ id: row.id, field: key });
        return true;
      },
    };
    // The ability instance never changes; its rules do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [declaration, ability, rules, label, format, titleOf, saves, withEngine, start, language, openForm]);
  return { editing, saves, overlay: engine.element };
}
