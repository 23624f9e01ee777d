import type { CellEditorKind } from './cellFields';

/** The kinds a cell edits in place: every kind `cellFieldOf` gives a cell (the others, `form`, open the row's form at the field). */
export const CELL_EDITORS: ReadonlySet<CellEditorKind> = new Set<CellEditorKind>(['text', 'number', 'money', 'enum', 'boolean', 'date', 'datetime', 'reference', 'country']);

/** Kinds whose editors are heavy (the kit's date picker and combobox): each loads when such a cell first opens. */
export const OWN_CHUNK: ReadonlySet<CellEditorKind> = new Set<CellEditorKind>(['date', 'datetime', 'reference', 'country']);
