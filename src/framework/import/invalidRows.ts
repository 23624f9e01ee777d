import { buildCsv } from '../list/csv';
import type { ParsedCsv } from './parseCsv';

/**
 * The refused rows as a CSV to fix and import again: the file's own header and cells, and a last
 * column saying what is wrong with each.
 */
export function invalidRowsCsv(csv: ParsedCsv, problems: Map<number, string>, problemsHeader: string): string {
  const lines = [...problems].map(([line, text]) => [...csv.header.map((_, column) => csv.rows[line][column] ?? ''), text]);
  return buildCsv([...csv.header, problemsHeader], lines);
}
