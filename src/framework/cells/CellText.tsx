import { namedAddress } from './bidi';
import './cellText.css';

export interface CellTextProps {
  children: string;
  /** The text's own direction when known (a code, a line in its language); else the browser's guess. */
  dir?: 'rtl' | 'ltr' | 'auto';
}

/**
 * A cell's text, isolated from the table's direction (`<bdi dir="auto">`): Latin in a Persian
 * table, and Persian in an English one, reads in its own direction and, when the column is too
 * narrow, is cut at its own end (a Latin title in Persian on its right, a Persian one on its
 * left), while it stays on the table's start side. A "Name <address>" label isolates the name in
 * its direction and the address left to right. The whole value stays in the DOM for screen
 * readers; TruncationTip shows it on hover and keyboard focus when it is cut.
 *
 * @example <CellText>{row.title}</CellText> <CellText dir="ltr">{row.mobile}</CellText>
 */
export function CellText({ children, dir = 'auto' }: CellTextProps) {
  const named = dir === 'auto' ? namedAddress(children) : null;
  return (
    <bdi dir={dir} className="cell-text">
      {named ? (
        <>
          <bdi>{named.name}</bdi> <bdi dir="ltr">&lt;{named.address}&gt;</bdi>
        </>
      ) : (
        children
      )}
    </bdi>
  );
}
