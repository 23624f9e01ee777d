/**
 * Which columns a table shows in the width it has, and how wide each is. Pure, and fed from the
 * declaration alone (columnSize): the same columns on every page and in both languages. The
 * list's DataTable uses it; any table that takes widths could.
 */

/** A column as the fitting sees it (px). */
export interface FitColumn {
  key: string;
  /** The narrowest it may be (cut text shows whole in a tip). */
  min: number;
  /** The width that shows a typical value whole. */
  natural: number;
  /** Lower numbers stay longer; the row header always stays. */
  priority: number;
  /** Text that may be cut; other columns keep `min`. */
  cut: boolean;
  /** Gives up its room beyond `min` before other cut columns (a status badge before an e-mail). */
  yields?: boolean;
  isRowHeader?: boolean;
}

export interface FitInput {
  /** Room for these columns: the card's width less the checkbox, the actions and a scrollbar. */
  available: number;
  /** In the declaration's order. */
  columns: FitColumn[];
  /**
   * The user chose these columns: all of them show, squeezed to their minimum if need be, and
   * the table scrolls sideways only when even that is too wide (`overflow`).
   */
  chosen?: boolean;
}

export interface FittedColumn {
  key: string;
  width: number;
  min: number;
  cut: boolean;
}

export interface Fit {
  /** The columns shown, in the declaration's order. */
  columns: FittedColumn[];
  /** Keys left out for want of room, in the declaration's order, for the column chooser. */
  hidden: string[];
  /** Px by which the columns are wider than `available` (only for a chosen set). */
  overflow: number;
}

/** The row's name grows to this (about 26 characters) once the columns ranked first are whole. */
export const ROW_HEADER_BASE = 240;
/**
 * Columns of this priority or higher (1 and 2) that hold text (an e-mail) are kept whole before a
 * column of a lower priority shows: a lower column never squeezes them below their natural width.
 */
export const KEEP_WHOLE_PRIORITY = 2;

/** Text the declaration ranks first: shown whole before lower columns show or the row's name grows. */
const keptWhole = (column: FitColumn) => !column.isRowHeader && column.cut && !column.yields && column.priority <= KEEP_WHOLE_PRIORITY;

const byPriority = (columns: FitColumn[]) =>
  columns.map((column, index) => ({ column, index })).sort((a, b) => a.column.priority - b.column.priority || a.index - b.index).map(({ column }) => column);

/**
 * The columns that fit `available` px and their widths (summing to at most `available`).
 *
 * Which: every column shows while their minimums fit; below that, columns leave by their declared
 * priority (lowest first, and of equal ones the later declared first), never by what the rows
 * hold. The row header always shows. A column that does not fit hides, and so does every column
 * of a lower priority, so a narrower window drops columns from the least important up. Text
 * ranked 1 or 2 (an e-mail) counts at its natural width before a column ranked 3 or lower joins:
 * a less important column never makes it cut.
 *
 * How wide: each column starts at its minimum (long text is cut, whole in a tip, before any
 * column leaves); the room left goes to the text ranked 1 or 2 up to its natural width, then to
 * the row header up to `ROW_HEADER_BASE`, then to other text, references and codes up to their
 * natural width, then to the row header up to its natural width, then to the columns that yield
 * (statuses, dates: their values read at their minimum), and what remains to the row header.
 *
 * @example fitColumns({ available: 700, columns: [title, status, email, country] }) // country hidden
 */
export function fitColumns({ available, columns, chosen = false }: FitInput): Fit {
  if (columns.length === 0) return { columns: [], hidden: [], overflow: 0 };
  const header = columns.find((column) => column.isRowHeader) ?? columns[0];

  const shown = new Set<FitColumn>([header]);
  let used = header.min;
  // What the columns shown so far claim: their minimum, or their natural width when kept whole.
  let claimed = header.min;
  let full = false;
  for (const column of byPriority(columns.filter((candidate) => candidate !== header))) {
    const before = column.priority <= KEEP_WHOLE_PRIORITY ? used : claimed;
    full = full || (!chosen && before + column.min > available);
    if (full) continue;
    shown.add(column);
    used += column.min;
    claimed += keptWhole(column) ? column.natural : column.min;
  }

  const visible = columns.filter((column) => shown.has(column));
  const width = new Map(visible.map((column) => [column, column.min]));
  let room = available - used;
  /** Grows `group` toward `target`, sharing the room in proportion to what each lacks. */
  const grow = (group: FitColumn[], target: (column: FitColumn) => number) => {
    const lack = (column: FitColumn) => Math.max(0, target(column) - width.get(column)!);
    const wanted = group.reduce((sum, column) => sum + lack(column), 0);
    if (room <= 0 || wanted <= 0) return;
    const share = Math.min(1, room / wanted);
    for (const column of group) {
      const by = lack(column) * share;
      width.set(column, width.get(column)! + by);
      room -= by;
    }
  };
  const others = visible.filter((column) => column !== header && column.cut);
  grow(others.filter(keptWhole), (column) => column.natural);
  grow([header], (column) => Math.min(column.natural, ROW_HEADER_BASE));
  grow(others.filter((column) => !column.yields), (column) => column.natural);
  grow([header], (column) => column.natural);
  grow(others.filter((column) => column.yields), (column) => column.natural);
  if (room > 0) grow([header], (column) => width.get(column)! + room);

  return {
    columns: visible.map((column) => ({ key: column.key, width: Math.floor(width.get(column)!), min: column.min, cut: column.cut || column === header })),
    hidden: columns.filter((column) => !shown.has(column)).map((column) => column.key),
    overflow: Math.max(0, -room),
  };
}
