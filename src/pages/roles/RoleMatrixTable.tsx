import { IconArrowsDiff } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { MatrixRow } from '../../ability/matrix';
import { actionLabel, subjectLabel } from '../../framework/format/why/labels';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/kit/Table';
import { MatrixCellView } from './MatrixCellView';

interface Props {
  captionId: string;
  actions: string[];
  roleA: string;
  rowsA: MatrixRow[];
  /** The second role, when comparing: each cell shows both answers. */
  roleB: string | null;
  rowsB: MatrixRow[] | null;
  differences: Set<string>;
}

/**
 * Subjects down, actions across, the subject as each row's header (the kit's grid: arrow keys
 * between cells). A cell where the two roles differ says so in words, so a screen reader hears it.
 */
export function RoleMatrixTable({ captionId, actions, roleA, rowsA, roleB, rowsB, differences }: Props) {
  const intl = useIntl();
  const items = rowsA.map((row, index) => ({ id: row.subject, row, other: rowsB?.[index] ?? null, label: subjectLabel(intl, row.subject) }));
  return (
    <Table aria-labelledby={captionId} density="compact" className="role-matrix" renderEmptyState={() => intl.formatMessage({ id: 'roles.empty' })}>
      <TableHeader>
        <Column id="subject" isRowHeader minWidth={140}>{intl.formatMessage({ id: 'roles.column.subject' })}</Column>
        {actions.map((action) => (
          <Column key={action} id={action}>{actionLabel(intl, action)}</Column>
        ))}
      </TableHeader>
      <TableBody items={items}>
        {(item) => (
          <Row id={item.id} textValue={item.label}>
            <Cell className="role-matrix__subject">{item.label}</Cell>
            {item.row.cells.map((cell, index) => {
              const differs = differences.has(`${item.row.subject}:${cell.action}`);
              const other = item.other?.cells[index];
              return (
                <Cell key={cell.action} className={differs ? 'role-matrix__cell role-matrix__cell--differs' : 'role-matrix__cell'}>
                  {differs && (
                    <span className="role-matrix__differs">
                      <IconArrowsDiff size={14} aria-hidden />
                      {intl.formatMessage({ id: 'roles.differs' })}
                    </span>
                  )}
                  <MatrixCellView role={roleA} subject={item.row.subject} cell={cell} named={!!roleB} />
                  {roleB && other && <MatrixCellView role={roleB} subject={item.row.subject} cell={other} named />}
                </Cell>
              );
            })}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
