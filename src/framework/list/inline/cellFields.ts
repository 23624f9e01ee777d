import type { EntityDeclaration, FieldDef } from '../../entity/types';
import { entityFieldCandidates } from '../../form/fieldNames';

/**
 * Which list column a person may edit in its cell, and with which editor: the answer comes from
 * the declaration's form fields alone (the viewer's rules are `cellAccess`'s), so every entity's
 * list gets it without a word in its declaration.
 */

/** The editor a cell opens: one per kind of value, all from the one UI kit. */
export type CellEditorKind = 'text' | 'number' | 'money' | 'enum' | 'boolean' | 'date' | 'datetime' | 'reference' | 'country';

/**
 * What a column's cell edits: `field` in the editor of `kind`; `form` means the value is not edited
 * in a cell (rich text, uploads, lists) and Enter opens the row's form at that field.
 */
export interface CellField {
  kind: CellEditorKind | 'form';
  field: FieldDef;
}

/**
 * The editor of every field kind, spelled out so that a new kind must be placed here to compile.
 * One line of text is a cell's (names, e-mails, phone numbers, codes); several lines, lists,
 * files, clock values and a declaration's own widgets are the form's. A money cell edits the
 * amount alone, in the row's currency; a country is picked by name or code as in the form.
 */
const EDITOR_OF: Record<FieldDef['kind'], CellEditorKind | 'form'> = {
  text: 'text', email: 'text', tel: 'text', url: 'text', code: 'text',
  number: 'number', money: 'money', select: 'enum', radio: 'enum', switch: 'boolean',
  date: 'date', datetime: 'datetime', reference: 'reference', country: 'country',
  textarea: 'form', tags: 'form', references: 'form', stringList: 'form', timecode: 'form', duration: 'form',
  repeater: 'form', upload: 'form', richText: 'form', custom: 'form',
};

/** Fields whose value a person never sets: computed (read-only), preset (hidden), secret, or only shown. */
const neverInCell = (field: FieldDef): boolean =>
  ('readOnly' in field && !!field.readOnly) || !!field.hidden || !!field.writeOnly || (field.kind === 'custom' && !!field.display);

/** The form field a column shows: the one of its name, else the one whose entity field it is (`language` ↔ `languageId`). */
function fieldOfColumn(fields: FieldDef[], key: string): FieldDef | undefined {
  return fields.find((field) => field.name === key) ?? fields.find((field) => field.kind !== 'custom' && entityFieldCandidates(field).includes(key));
}

/**
 * Fields tied to another by `filterBy` (a season to its serial, an accent to its language): the
 * form offers the one only within the other and clears it when the other changes, which a single
 * cell cannot show, so both are changed in the form.
 */
const tiedFields = (fields: FieldDef[]): Set<string> =>
  new Set(fields.flatMap((field) => (field.kind === 'reference' && field.filterBy ? [field.name, ...Object.values(field.filterBy)] : [])));

const answers = new WeakMap<EntityDeclaration, Map<string, CellField | null>>();

function answer(declaration: EntityDeclaration, columnKey: string): CellField | null {
  const column = declaration.columns.find((candidate) => candidate.key === columnKey);
  // A nested path shows a field of another row, which this row's form does not set.
  if (column?.editable === false || columnKey.includes('.')) return null;
  const fields = declaration.fields ?? [];
  const field = fieldOfColumn(fields, columnKey);
  if (!field || neverInCell(field)) return null;
  return { kind: tiedFields(fields).has(field.name) ? 'form' : EDITOR_OF[field.kind], field };
}

/**
 * The field a list column edits in its cell and how, or null when the column is not edited in
 * place at all (no field of its own, a nested path, a read-only, hidden or write-only field, or
 * `editable: false`). A field tied to another by `filterBy` is the form's. Answered once per
 * declaration and column: a grid asks for every cell.
 *
 * @example cellFieldOf(media, 'status') // { kind: 'enum', field: { name: 'status', kind: 'radio', enumName: 'MediaStatus' } }
 * cellFieldOf(user, 'plan') // { kind: 'reference', field: { name: 'planId', … } }
 * cellFieldOf(media, 'coverUrl') // { kind: 'form', field: { name: 'coverUrl', kind: 'upload', … } }
 */
export function cellFieldOf(declaration: EntityDeclaration, columnKey: string): CellField | null {
  let known = answers.get(declaration);
  if (!known) answers.set(declaration, (known = new Map()));
  if (!known.has(columnKey)) known.set(columnKey, answer(declaration, columnKey));
  return known.get(columnKey)!;
}

/** The field a column's cell saves (`plan` saves `planId`): the key its saving mark and its saves share. */
export const cellSaveKey = (declaration: EntityDeclaration, columnKey: string): string => cellFieldOf(declaration, columnKey)?.field.name ?? columnKey;
