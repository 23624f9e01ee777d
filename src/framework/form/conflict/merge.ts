import type { FieldDef } from '../../entity/types';
import { holdsValue, sameValue, type FormValues } from '../formValues';

/** A field both sides changed, each to something else: the user picks mine or theirs. */
export interface FieldConflict {
  field: FieldDef;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult {
  /** Mine where only I changed a field, theirs where only they did; mine where both did, until picked. */
  merged: FormValues;
  conflicts: FieldConflict[];
  /** Fields only the other person changed, taken from them as they are. */
  taken: FieldDef[];
}

/**
 * A three-way merge of a form whose save was stale: `base` is what the form loaded, `mine` what it
 * holds now, `theirs` the record as saved meanwhile. Fields only one side changed merge by
 * themselves; fields both changed differently are conflicts. A field the viewer may not change is
 * always theirs (it would not be sent anyway).
 *
 * @example mergeForm({ fields, base, mine, theirs, canEdit }).conflicts.map((c) => c.field.name) // ['title']
 */
export function mergeForm({ fields, base, mine, theirs, canEdit }: {
  fields: FieldDef[];
  base: FormValues;
  mine: FormValues;
  theirs: FormValues;
  canEdit: (field: FieldDef) => boolean;
}): MergeResult {
  const merged: FormValues = { ...mine };
  const conflicts: FieldConflict[] = [];
  const taken: FieldDef[] = [];
  for (const field of fields.filter(holdsValue)) {
    const { name } = field;
    const [b, m, t] = [base[name], mine[name], theirs[name]];
    if (field.readOnly || !canEdit(field)) merged[name] = t;
    else if (sameValue(m, t) || sameValue(t, b)) merged[name] = m;
    else if (sameValue(m, b)) {
      merged[name] = t;
      taken.push(field);
    } else conflicts.push({ field, mine: m, theirs: t });
  }
  return { merged, conflicts, taken };
}

/** Which side each conflicting field keeps, by field name. */
export type Choices = Record<string, 'mine' | 'theirs'>;

/** The merged values with each conflict settled as chosen (mine unless told otherwise). */
export function applyChoices(result: MergeResult, choices: Choices): FormValues {
  const values = { ...result.merged };
  for (const { field, mine, theirs } of result.conflicts) values[field.name] = choices[field.name] === 'theirs' ? theirs : mine;
  return values;
}
