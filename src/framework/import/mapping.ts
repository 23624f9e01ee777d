import type { ImportField } from './importFields';

/** Which field each CSV column fills, by column position; null leaves the column out. */
export type ColumnMapping = (string | null)[];

const key = (text: string) => text.replace(/^\uFEFF/, '').trim().toLocaleLowerCase().replace(/[\s_-]+/g, '');

/** A header names a field by the field's name or its label in either language (`otherLabels`). */
export function autoMap(header: string[], fields: ImportField[], otherLabels: Record<string, string> = {}): ColumnMapping {
  const used = new Set<string>();
  return header.map((title) => {
    const wanted = key(title);
    const match = fields.find(({ field, label }) => !used.has(field.name) && [field.name, label, otherLabels[field.name] ?? ''].some((name) => name && key(name) === wanted));
    if (!match) return null;
    used.add(match.field.name);
    return match.field.name;
  });
}

/** Required fields no column fills: the import cannot start until they are mapped. */
export function unmappedRequired(mapping: ColumnMapping, fields: ImportField[]): ImportField[] {
  return fields.filter((candidate) => candidate.required && !mapping.includes(candidate.field.name));
}
