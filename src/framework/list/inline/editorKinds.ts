import type { CellEditorKind } from './cellFields';

/** The kinds a cell edits in place today; the others (dates, references, countries) open the row's form. */
export const CELL_EDITORS: ReadonlySet<CellEditorKind> = new Set<CellEditorKind>(['text', 'number', 'money', 'enum', 'boolean']);
