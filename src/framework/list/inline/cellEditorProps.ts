import type { EntitySubject } from '../../../ability/subjects';
import type { FieldDef } from '../../entity/types';
import type { EditMove } from '../table/gridEditing';
import type { CellEditorKind } from './cellFields';
import type { ReadOptions } from './readTyped';

/** What every cell editor is given (the common one, and the date, reference and country ones in their own chunks). */
export interface CellEditorProps {
  subject: EntitySubject;
  field: FieldDef;
  kind: CellEditorKind;
  /** The field's label, naming the editor. */
  label: string;
  /** The value in the row (a reference's id), and how the cell shows it (the text an editor starts from). */
  value: unknown;
  shown: string;
  /** The printable key that opened the editor: typed over the value. */
  seed: string | null;
  /** Enter or Tab came before the editor did: it commits the typed value at once and moves so. */
  commitOnOpen?: EditMove;
  /** How the typed text is read on this row (`cellReadOptions`): an enum's values here, an amount's currency. */
  readOptions: ReadOptions;
  /**
   * Sends a valid value (the list shows it at once, marked as saving) and the value the editor
   * opened with: a live update of the row meanwhile changes `value` but not what the save expects.
   */
  onCommit: (value: unknown, started: unknown) => void;
  done: (move: EditMove) => void;
}
