import type { ColumnKind } from '../entity/types';

/** What a column needs in px: never less than `min`; `natural` shows its values whole. */
export interface ColumnSize {
  min: number;
  natural: number;
}

/** What a column needs measured: its header, its kind and the texts it shows. */
export interface ColumnMeasure {
  header: string;
  kind: ColumnKind;
  texts: string[];
  /** The declaration's width: the natural width, never narrower than the header. */
  width?: number;
  sortable: boolean;
  /** The row's name: measured on its first `TITLE_CHARS` characters (longer ones are cut). */
  isRowHeader?: boolean;
}

/** Kinds whose values are never cut: the column is as wide as its widest value. */
export const NEVER_CUT = new Set<ColumnKind>(['money', 'date', 'code', 'enum', 'boolean', 'flag', 'image']);
/** A text column may be narrowed to this, then cuts and shows the full value in a tip. */
const TEXT_MIN = 112;
/** Titles up to this many characters show whole when the row header gets its natural width. */
export const TITLE_CHARS = 48;
/** Marks and flags are narrow; their header is what needs the room. */
const FIXED: Partial<Record<ColumnKind, number>> = { boolean: 24, flag: 24, image: 56 };
/**
 * Cell padding both sides; a badge adds its own. A header has its padding and resize handle, its
 * menu chevron and, when the column sorts, room for the arrow (Spectrum's TableView, measured).
 */
const CELL_PADDING = 34;
const BADGE_PADDING = 22;
const HEADER_PADDING = 26;
const HEADER_MENU = 20;
const SORT_ARROW = 20;
/** A margin for rounding and kerning in the browser's layout (text is measured again once fonts load). */
const SLACK = 1.03;
export type Measure = (text: string, font: string) => number;

let canvas: CanvasRenderingContext2D | null | undefined;

/** Text width in px with the page's font; a per-character estimate where there is no canvas (tests). */
export const measureText: Measure = (text, font) => {
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

export function fontFamily(): string {
  if (typeof document === 'undefined') return 'sans-serif';
  return getComputedStyle(document.body).fontFamily || 'sans-serif';
}

function widest(texts: string[], font: string, measure: Measure, chars: number): number {
  let max = 0;
  for (const text of texts) if (text) max = Math.max(max, measure(text.length > chars ? text.slice(0, chars) : text, font));
  return max;
}

/**
 * The width a header label needs whole, with its cell padding, its menu chevron and, when the
 * column sorts, its arrow: headers are never cut by the fitting (a user may still narrow one).
 */
export function headerWidth(label: string, sortable: boolean, measure: Measure = measureText): number {
  return Math.ceil(measure(label, `bold 14px ${fontFamily()}`) * SLACK) + HEADER_PADDING + HEADER_MENU + (sortable ? SORT_ARROW : 0);
}

/**
 * What each column needs, by kind: money, dates, codes, enums, marks and flags need their widest
 * value (min = natural); text, references and the row's name need their widest value to show
 * whole (the row's name: its first 48 characters) but may be narrowed to ~112 px and cut (the
 * full value shows on hover and focus). Nothing is narrower than its header. Fonts are measured
 * with a canvas (again once web fonts have loaded), plus a small margin.
 *
 * @example columnWidths([{ header: 'Amount', kind: 'money', texts: ['IRR 20,720,000'], sortable: true }])
 */
export function columnWidths(columns: ColumnMeasure[], measure: Measure = measureText): ColumnSize[] {
  const body = `14px ${fontFamily()}`;
  return columns.map((column) => {
    const header = headerWidth(column.header, column.sortable, measure);
    const padding = column.kind === 'enum' ? CELL_PADDING + BADGE_PADDING : CELL_PADDING;
    const chars = column.isRowHeader ? TITLE_CHARS : Infinity;
    const content = Math.ceil((FIXED[column.kind] ?? widest(column.texts, body, measure, chars)) * SLACK) + padding;
    // The row's name may always be cut (whole on hover and focus): it takes the room that is left.
    if (NEVER_CUT.has(column.kind) && !column.isRowHeader) {
      const natural = Math.max(content, header, column.width ?? 0);
      return { min: natural, natural };
    }
    const natural = Math.max(header, column.width ?? content);
    return { min: Math.max(header, Math.min(natural, TEXT_MIN)), natural };
  });
}
