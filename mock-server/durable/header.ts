/**
 * The first 100 bytes of a SQLite file say how to read the rest; a damaged one makes SQLite call
 * the whole file "not a database" although every page after it is intact. Most of its fields are
 * constants or can be derived from the pages, so a salvage rebuilds those and reads on
 * (https://www.sqlite.org/fileformat2.html#the_database_header).
 */
const MAGIC = Buffer.from('SQLite format 3\u0000', 'latin1');

/** A b-tree page starts with its kind: 2, 5 (interior), 10, 13 (leaf). */
const PAGE_KINDS = new Set([2, 5, 10, 13]);

const validPageSize = (size: number) => size >= 512 && size <= 65536 && (size & (size - 1)) === 0;

function pageSizeOf(file: Buffer): number {
  const stored = file.readUInt16BE(16);
  const size = stored === 1 ? 65536 : stored;
  if (validPageSize(size)) return size;
  // The size whose second page starts like a b-tree page (the file is a whole number of pages).
  const guess = [4096, 1024, 2048, 8192, 16384, 32768, 65536, 512].find((candidate) => file.length % candidate === 0 && file.length > candidate && PAGE_KINDS.has(file[candidate]));
  return guess ?? 4096;
}

/** The file with its header's fixed and derivable fields put right; `fixed` names what changed (empty when nothing did). */
export function repairHeader(file: Buffer): { file: Buffer; fixed: string[] } {
  if (file.length < 100) return { file, fixed: [] };
  const copy = Buffer.from(file);
  const fixed: string[] = [];
  const set = (what: string, at: number, bytes: number[] | Buffer) => {
    if (Buffer.compare(copy.subarray(at, at + bytes.length), Buffer.from(bytes)) === 0) return;
    Buffer.from(bytes).copy(copy, at);
    fixed.push(what);
  };
  set('the format string', 0, MAGIC);
  const size = pageSizeOf(copy);
  set('the page size', 16, [size === 65536 ? 0 : size >> 8, size === 65536 ? 1 : size & 0xff]);
  if (![1, 2].includes(copy[18]) || ![1, 2].includes(copy[19])) set('the journal mode', 18, [2, 2]);
  set('the payload fractions', 21, [64, 32, 32]);
  if (copy.readUInt32BE(44) < 1 || copy.readUInt32BE(44) > 4) set('the schema format', 44, [0, 0, 0, 4]);
  if (copy.readUInt32BE(56) < 1 || copy.readUInt32BE(56) > 3) set('the text encoding', 56, [0, 0, 0, 1]);
  return { file: copy, fixed };
}
