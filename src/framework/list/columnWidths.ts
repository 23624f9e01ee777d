import type { ColumnKind } from '../entity/types';

/** A column's size for Spectrum's TableView (`defaultWidth` so the user may resize it). */
export interface ColumnWidth {
  /** Pixels, or a share of the room left (`'180fr'`) for text that may be cut. */
  defaultWidth: number | `${number}fr`;
  minWidth: number;
}

/** What a column needs measured: its header, its kind and the texts it shows. */
export interface ColumnMeasure {
  header: string;
  kind: ColumnKind;
  texts: string[];
  /** The declaration's width: the starting width, never narrower than the header. */
  width?: number;
  sortable: boolean;
}

/** Kinds whose values are never cut: the column starts, and stays, as wide as its widest value. */
const NEVER_CUT = new Set<ColumnKind>(['money', 'date', 'code', 'enum', 'boolean', 'flag', 'image']);
/** A text column may be narrowed to this, then cuts and shows the full value in a tip. */
const TEXT_MIN = 96;
/** A text column keeps at least this much of its content before it scrolls the table sideways. */
const TEXT_KEEP = 160;
/** Marks and flags are narrow; their header is what needs the room. */
const FIXED: Partial<Record<ColumnKind, number>> = { boolean: 48, flag: 48, image: 64 };
/** Cell padding both sides; a badge adds its own; a header adds its menu chevron and sort arrow. */
const CELL_PADDING = 34;
const BADGE_PADDING = 28;
const HEADER_MENU = 24;
const SORT_ARROW = 18;
type Measure = (text: string, font: string) => number;

let canvas: CanvasRenderingContext2D | null | undefined;

/** Text width in px with the page's font; a per-character estimate where there is no canvas (tests). */
const measureText: Measure = (text, font) => {
  if (canvas === undefined) {
    try {
      canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      canvas = null;
    }
  }
  if (!canvas) return text.length * 8;
  canvas.font = font;
  return canvas.measureText(text).width;
};

function fontFamily(): string {
  if (typeof document === 'undefined') return 'sans-serif';
  return getComputedStyle(document.body).fontFamily || 'sans-serif';
}

function widest(texts: string[], font: string, measure: Measure): number {
  let max = 0;
  for (const text of texts) if (text) max = Math.max(max, measure(text, font));
  return max;
}

/**
 * Widths sized to what the columns show, per kind: money, dates, codes, enums, marks and flags
 * start (and stay) wide enough for every value; text columns share the room left in proportion
 * to their content, keep at least ~160 px of it, and cut beyond that (the full value shows on
 * hover and focus). Fonts are measured with a canvas, plus a margin for fonts still loading.
 *
 * @example columnWidths([{ header: 'Amount', kind: 'money', texts: ['IRR 20,720,000'], sortable: true }])
 */
export function columnWidths(columns: ColumnMeasure[], measure: Measure = measureText): ColumnWidth[] {
  const family = fontFamily();
  const body = `14px ${family}`;
  const heading = `bold 14px ${family}`;
  return columns.map((column) => {
    const header = Math.ceil(measure(column.header, heading) * 1.08) + CELL_PADDING + HEADER_MENU + (column.sortable ? SORT_ARROW : 0);
    const padding = column.kind === 'enum' ? CELL_PADDING + BADGE_PADDING : CELL_PADDING;
    const content = Math.ceil((FIXED[column.kind] ?? widest(column.texts, body, measure)) * 1.08) + padding;
    if (column.width) return { defaultWidth: Math.max(column.width, header), minWidth: Math.min(column.width, content) };
    if (NEVER_CUT.has(column.kind)) return { defaultWidth: Math.max(content, header), minWidth: content };
    const keep = Math.min(Math.max(content, header), TEXT_KEEP);
    return { defaultWidth: `${Math.max(content, header, TEXT_MIN)}fr`, minWidth: Math.max(keep, TEXT_MIN) };
  });
}
