import type { IntlShape } from 'react-intl';
import type { MatrixCell, MatrixRow } from '../../ability/matrix';
import { actionLabel, roleLabel, subjectLabel } from '../../framework/format/why/labels';
import { ruleDetails, ruleReason } from '../../framework/format/why/ruleText';
import { buildCsv } from '../../framework/list/csv';

/** The rules a cell shows as chips: an unlimited allow under an exception goes without saying. */
export const chipRules = (cell: MatrixCell) =>
  cell.rules.filter((rule) => rule.inverted || rule.fields || rule.conditions || cell.rules.every((other) => !other.inverted));

/** A cell as words: its chips' limits, and their reasons. */
export function cellTexts(intl: IntlShape, role: string, subject: string, cell: MatrixCell) {
  return chipRules(cell).map((rule) => ({
    details: ruleDetails(intl, subject, rule),
    reason: ruleReason(intl, role, cell.action, subject, rule),
  }));
}

export interface RoleMatrix {
  role: string;
  rows: MatrixRow[];
}

/**
 * The matrix as CSV, one line per role, subject and action, headers in the viewer's language;
 * the same text the screen shows (limits and reasons), so a review on paper reads alike.
 */
export function matrixCsv(intl: IntlShape, matrices: RoleMatrix[]): string {
  const header = ['role', 'subject', 'action', 'access', 'details', 'reason'].map((column) => intl.formatMessage({ id: `roles.column.${column}` }));
  const separator = intl.formatMessage({ id: 'roles.rule.separator' });
  const lines = matrices.flatMap(({ role, rows }) => rows.flatMap((row) => row.cells.map((cell) => {
    const texts = cellTexts(intl, role, row.subject, cell);
    return [
      roleLabel(intl, role), subjectLabel(intl, row.subject), actionLabel(intl, cell.action), intl.formatMessage({ id: `roles.state.${cell.state}` }),
      texts.map((text) => text.details).join(` ${separator.trim()} `), texts.map((text) => text.reason).join(' '),
    ];
  })));
  return buildCsv(header, lines);
}
