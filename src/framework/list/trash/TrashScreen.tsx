import { useQuery } from '@apollo/client/react';
import { IconArrowBackUp, IconTableExport } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { TrashDocument } from '../../../gql-docs';
import { AppIcon } from '../../../ui/AppIcon';
import { Button } from '../../../ui/kit/Button';
import { Flex } from '../../../ui/kit/Layout';
import { Link } from '../../../ui/kit/Link';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../../ui/kit/Table';
import { entityPaths } from '../../../paths';
import type { EntityDeclaration } from '../../entity/types';
import { useValueFormatter } from '../../format/useValueFormatter';
import { rootFieldName } from '../../entity/documents';
import { ListErrorState } from '../ListErrorState';
import { ExportProgress } from '../export/ExportProgress';
import { useRestoreRows } from './useRestoreRows';
import { useTrashXlsx } from './useTrashXlsx';
import './trash.css';

const PAGE_SIZE = 25;

interface Props {
  declaration: EntityDeclaration;
  segment: string;
}

/**
 * `/<segment>/trash`: the entity's deleted rows still restorable, newest first, who deleted each,
 * when it goes for good, and Restore per row (it brings back what was deleted with it).
 */
export function TrashScreen({ declaration, segment }: Props) {
  const intl = useIntl();
  const format = useValueFormatter();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const subject = declaration.subject;
  const query = useQuery(TrashDocument, { variables: { subject, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const { restore, restoring } = useRestoreRows(subject, rootFieldName(declaration.operations.list));
  const trash = query.data?.trash;
  const entity = intl.formatMessage({ id: `nav.entities.${segment}` });
  const pages = trash ? Math.max(1, Math.ceil(trash.total / PAGE_SIZE)) : 1;
  const title = intl.formatMessage({ id: 'undo.trash.title' }, { entity });
  const xlsx = useTrashXlsx(subject, title, `${segment}-trash`);

  return (
    <section className="card trash-screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="page-title">{title}</h1>
      <Flex gap="size-200" alignItems="center" wrap marginBottom="size-200">
        <span>{intl.formatMessage({ id: 'undo.trash.retention' }, { days: trash?.retentionDays ?? 30 })}</span>
        <Link href={entityPaths.manage(segment)}>{intl.formatMessage({ id: 'undo.trash.back' }, { entity })}</Link>
        <Button variant="secondary" onPress={() => void xlsx.run()} isPending={xlsx.exporting} isDisabled={!trash || trash.total === 0}>
          <AppIcon icon={IconTableExport} />
          <span>{intl.formatMessage({ id: 'list.actions.exportXlsx' })}</span>
        </Button>
        <ExportProgress export={xlsx} />
      </Flex>
      {query.error && !trash ? (
        <ListErrorState onRetry={() => void query.refetch()} retrying={query.loading} error={query.error} />
      ) : (
        <Table aria-labelledby={headingId} density="spacious" overflowMode="wrap" renderEmptyState={() => intl.formatMessage({ id: query.loading ? 'common.loading' : 'undo.trash.empty' })}>
          <TableHeader>
            <Column id="label" isRowHeader>{intl.formatMessage({ id: 'undo.trash.columns.label' })}</Column>
            <Column id="deletedAt">{intl.formatMessage({ id: 'undo.trash.columns.deletedAt' })}</Column>
            <Column id="deletedBy">{intl.formatMessage({ id: 'undo.trash.columns.deletedBy' })}</Column>
            <Column id="purgeAt">{intl.formatMessage({ id: 'undo.trash.columns.purgeAt' })}</Column>
            <Column id="actions" align="end">{intl.formatMessage({ id: 'undo.trash.columns.actions' })}</Column>
          </TableHeader>
          <TableBody items={trash?.items ?? []}>
            {(item) => (
              <Row id={item.id}>
                <Cell>
                  {item.cascadeCount > 0 ? intl.formatMessage({ id: 'undo.trash.withCascade' }, { label: item.label, count: item.cascadeCount }) : item.label}
                </Cell>
                <Cell>{format.dateTime(item.deletedAt)}</Cell>
                <Cell>{item.deletedBy?.name ?? '—'}</Cell>
                <Cell>{format.date(item.purgeAt)}</Cell>
                <Cell align="end">
                  <Button
                    variant="secondary"
                    isPending={restoring}
                    aria-label={intl.formatMessage({ id: 'undo.trash.restoreNamed' }, { label: item.label })}
                    onPress={() => void restore([item.id])}
                  >
                    <AppIcon icon={IconArrowBackUp} />
                    <span>{intl.formatMessage({ id: 'undo.actions.restore' })}</span>
                  </Button>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      {pages > 1 && (
        <Flex gap="size-100" marginTop="size-200" alignItems="center">
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>{intl.formatMessage({ id: 'undo.trash.previous' })}</Button>
          <span>{intl.formatMessage({ id: 'undo.trash.page' }, { page, pages })}</span>
          <Button variant="secondary" isDisabled={page >= pages} onPress={() => setPage(page + 1)}>{intl.formatMessage({ id: 'undo.trash.next' })}</Button>
        </Flex>
      )}
    </section>
  );
}
