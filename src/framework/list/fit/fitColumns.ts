/**
 * Which columns a table shows in the width it has, and how wide each is. Pure: the list's
 * the list's DataTable uses it, any table that takes widths could.
 */

/** A column as the fitting sees it (px). */
export interface FitColumn {
  key: string;
  /** The narrowest it may be: its header whole and, for values never cut, its widest value. */
  min: number;
  /** The width that shows its values whole (the row header: up to about 48 characters). */
  natural: number;
  /** Lower numbers stay longer; the row header always stays. */
  priority: number;
  /** Text that may be cut (with its whole value in a tip); other columns keep `min`. */
  cut: boolean;
  isRowHeader?: boolean;
}

export interface FitInput {
  /** Room for these columns: the card's width less the checkbox, the actions and a scrollbar. */
  available: number;
  /** In the declaration's order. */
  columns: FitColumn[];
  /**
   * The user chose these columns (`cols=`): all of them show, squeezed to their minimum if need
   * be, and the table scrolls sideways only when even that is too wide (`overflow`).
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
  /** Keys left out for want of room, for the column chooser. */
  hidden: string[];
  /** Px by which the columns are wider than `available` (only for a chosen set). */
  overflow: number;
}

/**
 * Share of the room the row header may claim before lower-priority columns: enough for a title of
 * about 48 characters at 1440 px, about 40 at 1280 px (a shorter title claims only its own width).
 */
export const ROW_HEADER_SHARE = 0.45;
/**
 * Where that claim ranks: after statuses and amounts (priorities 1 and 2), before text,
 * references, codes, dates and marks (3 to 6).
 */
export const ROW_HEADER_CLAIM_PRIORITY = 2.5;

const byPriority = (columns: FitColumn[]) =>
  columns.map((column, index) => ({ column, index })).sort((a, b) => a.column.priority - b.column.priority || a.index - b.index).map(({ column }) => column);

/**
 * The columns that fit `available` px, by priority, and their widths (integers summing to at most
 * `available`). The row header always shows, at least at its minimum; columns of priority 1 and 2
 * come next, then the row header claims up to its natural width (at most 45% of the room), then
 * the rest. A column that does not fit hides, and so does every column of a lower priority, so a
 * narrow window drops columns from the least important up, predictably. The row header is never
 * narrower than another column that may be cut: it is the widest text of the row. The room left
 * goes to the row header up to its natural width, then to cut columns toward theirs (never past
 * the row header's), then to the row header and the cut columns still short of theirs together,
 * then to the row header.
 *
 * @example fitColumns({ available: 700, columns: [title, status, email, country] }) // country hidden
 */
export function fitColumns({ available, columns, chosen = false }: FitInput): Fit {
  if (columns.length === 0) return { columns: [], hidden: [], overflow: 0 };
  const header = columns.find((column) => column.isRowHeader) ?? columns[0];
  const others = byPriority(columns.filter((column) => column !== header));
  const claim = Math.min(header.natural, Math.max(header.min, Math.floor(available * ROW_HEADER_SHARE)));

  const shown = new Set<FitColumn>([header]);
  const hidden: string[] = [];
  // The row header's width so far: its minimum, its claim, and never less than a cut column's.
  let headerWidth = header.min;
  let used = header.min;
  let full = false;
  let claimed = false;
  for (const column of others) {
    if (!chosen && !claimed && column.priority > ROW_HEADER_CLAIM_PRIORITY) {
      // The title's claim, as far as the room goes: a partial one leaves none for the rest.
      const extra = Math.max(0, Math.min(claim - headerWidth, available - used));
      used += extra;
      headerWidth += extra;
      full = full || headerWidth < claim;
      claimed = true;
    }
    const raise = column.cut ? Math.max(0, column.min - headerWidth) : 0;
    if (chosen || (!full && used + column.min + raise <= available)) {
      shown.add(column);
      used += column.min + raise;
      headerWidth += raise;
    } else {
      full = true;
      hidden.push(column.key);
    }
  }

  const visible = columns.filter((column) => shown.has(column));
  // Everything starts at its minimum (a chosen set too wide then scrolls by `overflow`).
  const width = new Map(visible.map((column) => [column, column.min]));
  if (!chosen) width.set(header, headerWidth);
  let room = available - [...width.values()].reduce((sum, value) => sum + value, 0);

  const grow = (column: FitColumn, by: number) => {
    width.set(column, width.get(column)! + by);
    room -= by;
  };
  if (room > 0) grow(header, Math.min(room, Math.max(0, header.natural - width.get(header)!)));
  const cut = visible.filter((column) => column !== header && column.cut);
  const deficit = (column: FitColumn) => Math.max(0, Math.min(column.natural, width.get(header)!) - width.get(column)!);
  const wanted = cut.reduce((sum, column) => sum + deficit(column), 0);
  if (room > 0 && wanted > 0) {
    const share = Math.min(1, room / wanted);
    for (const column of cut) grow(column, deficit(column) * share);
  }
  // Cut columns still short of their natural width rise together with the row header (an e-mail
  // beside a short name gets room before the name gets more); what is left is the row header's.
  let climbing = cut.filter((column) => width.get(column)! < column.natural);
  while (room > 0.5 && climbing.length > 0) {
    const step = Math.min(room / (climbing.length + 1), ...climbing.map((column) => column.natural - width.get(column)!));
    for (const column of climbing) grow(column, step);
    grow(header, step);
    climbing = climbing.filter((column) => width.get(column)! < column.natural - 0.5);
  }
  if (room > 0) grow(header, room);

  const overflow = Math.max(0, -room);
  return {
    columns: visible.map((column) => ({ key: column.key, width: Math.floor(width.get(column)!), min: column.min, cut: column.cut || column === header })),
    hidden,
    overflow,
  };
}
