export interface CellTextProps {
  children: string;
  /** The text's own direction when the row knows it (a line in its language); else the browser's guess. */
  dir?: 'rtl' | 'ltr' | 'auto';
}

/**
 * A cell's text, isolated from the table's direction (`<bdi dir="auto">`): Latin in a Persian
 * table, and Persian in an English one, reads in its own direction and, when the column is too
 * narrow, is cut at its end, never at its start. The whole value stays in the DOM for screen
 * readers; TruncationTip shows it on hover and keyboard focus when it is cut.
 *
 * @example <CellText>{row.email}</CellText>
 */
export function CellText({ children, dir = 'auto' }: CellTextProps) {
  return (
    <bdi dir={dir} className="cell-text">
      {children}
    </bdi>
  );
}
