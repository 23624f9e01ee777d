import { IconCheck, IconCircleHalf2, IconX } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { MatrixCell } from '../../ability/matrix';
import { roleLabel } from '../../framework/format/why/labels';
import { cellTexts } from './matrixText';

const GLYPHS = { allowed: IconCheck, refused: IconX, partly: IconCircleHalf2 } as const;

interface Props {
  role: string;
  subject: string;
  cell: MatrixCell;
  /** Comparing two roles: the cell names its role. */
  named?: boolean;
}

/** One role's answer in a cell: a mark and its word (never the colour alone), then each limit with its reason. */
export function MatrixCellView({ role, subject, cell, named }: Props) {
  const intl = useIntl();
  const Glyph = GLYPHS[cell.state];
  const texts = cellTexts(intl, role, subject, cell);
  return (
    <div className={`role-cell role-cell--${cell.state}`} data-role={role}>
      <span className="role-cell__state">
        <Glyph size={14} aria-hidden />
        {named && <span className="role-cell__role">{roleLabel(intl, role)}:</span>}
        <span>{intl.formatMessage({ id: `roles.state.${cell.state}` })}</span>
      </span>
      {texts.length > 0 && (
        <ul className="role-cell__chips">
          {texts.map((text) => (
            <li key={text.details} className="role-chip">
              <span className="role-chip__details">{text.details}</span>
              <span className="role-chip__reason">{text.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
