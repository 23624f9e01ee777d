import type { ColumnKind } from '../entity/types';

/**
 * What a column needs in px, from its declaration alone: never less than `min`; `natural` shows
 * a typical value whole. Never measured on the rows of a page nor on the language's labels, so
 * a list shows the same columns, as wide, on every page and in both languages.
 */
export interface ColumnSize {
  min: number;
  natural: number;
  /** Text that may be cut at its end (the whole value in a tip); otherwise `min` is `natural`. */
  cut: boolean;
  /** Gives up its room beyond `min` before other cut columns do (a status badge, not an e-mail). */
  yields: boolean;
}

/** What the sizing reads of a column: its kind, the declaration's width and whether it names the row. */
export interface ColumnSpec {
  kind: ColumnKind;
  /** The declaration's width: the natural width (and the minimum for values never cut). */
  width?: number;
  isRowHeader?: boolean;
}

/**
 * Px by kind at the table's 14 px type with its cell padding, wide enough for the usual values
 * in either language (a date «۷ اردیبهشت ۱۴۰۵» or "Dec 17, 2026", an amount «۲۰٬۷۲۰٬۰۰۰ ریال»)
 * and, at `natural`, for a one- or two-word header with its sort mark. Money is never cut; marks,
 * flags and images are fixed; text, references, codes and statuses may be cut down to `min`; a
 * date's values are whole at `min` and only a long header is cut there.
 */
const KIND_SIZE: Record<ColumnKind, { min: number; natural: number }> = {
  text: { min: 120, natural: 200 },
  reference: { min: 112, natural: 160 },
  code: { min: 120, natural: 150 },
  enum: { min: 112, natural: 168 },
  money: { min: 150, natural: 150 },
  date: { min: 140, natural: 184 },
  boolean: { min: 96, natural: 96 },
  flag: { min: 96, natural: 96 },
  image: { min: 72, natural: 72 },
};

/** Kinds whose values are never cut: the column keeps its width. */
export const NEVER_CUT = new Set<ColumnKind>(['money', 'boolean', 'flag', 'image']);
/**
 * Kinds that give up their spare room first: a status badge reads when cut, an e-mail less so;
 * a date's values are whole at its minimum, the room beyond is for a long header.
 */
const YIELDING = new Set<ColumnKind>(['enum', 'date']);
/** The row's name: never narrower than this, and whole up to about 48 characters at `natural`. */
export const ROW_HEADER_SIZE = { min: 168, natural: 440 };

/**
 * A column's size from its declaration: by kind, the declared width taken as its natural width
 * (and its minimum when that is narrower than the kind's, so a short number is never cut).
 *
 * @example columnSize({ kind: 'money' }) // { min: 150, natural: 150, cut: false, yields: false }
 */
export function columnSize({ kind, width, isRowHeader }: ColumnSpec): ColumnSize {
  if (isRowHeader) {
    const natural = width ?? ROW_HEADER_SIZE.natural;
    return { min: Math.min(ROW_HEADER_SIZE.min, natural), natural, cut: true, yields: false };
  }
  const base = KIND_SIZE[kind];
  const natural = width ?? base.natural;
  if (NEVER_CUT.has(kind)) return { min: natural, natural, cut: false, yields: false };
  return { min: Math.min(base.min, natural), natural, cut: true, yields: YIELDING.has(kind) };
}

/** A header's padding and resize handle, its menu chevron and a sort arrow (the kit's TableView). */
const HEADER_PADDING = 26;
const HEADER_MENU = 20;
const SORT_ARROW = 20;
/** A margin for rounding and kerning in the browser's layout. */
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

/**
 * The width a header label needs whole in the kit's TableView, with its padding, menu chevron
 * and, when the column sorts, its arrow: for tables whose columns are few and known (a keyword
 * module's words); the lists size columns by their declaration (columnSize).
 */
export function headerWidth(label: string, sortable: boolean, measure: Measure = measureText): number {
  return Math.ceil(measure(label, `bold 14px ${fontFamily()}`) * SLACK) + HEADER_PADDING + HEADER_MENU + (sortable ? SORT_ARROW : 0);
}
