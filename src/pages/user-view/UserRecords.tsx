import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppAbility } from '../../ability/useAppAbility';
import type { EntityDeclaration, EntityOperations, ListRow } from '../../framework/entity/types';
import { ListProvider } from '../../framework/list/ListContext';
import type { ListSort } from '../../framework/list/listParams';
import { ListStates } from '../../framework/list/ListStates';
import { useListController } from '../../framework/list/useListController';

/** The rows a user view card shows at most; "All …" opens the entity's list filtered to the user. */
const SHOWN = 10;

interface Props<Ops extends EntityOperations> {
  /** The entity listed (payments), asked only when the viewer may read it. */
  declaration: EntityDeclaration<Ops>;
  /** The entity's filter field naming the user. */
  userFilter: string;
  sort: ListSort;
  userId: string;
  /** Message ids of the heading, the empty text and the link to the full list. */
  messages: { title: string; empty: string; all: string };
  allHref: string;
  columns: { label: string; cell: (row: ListRow<Ops['list']>) => ReactNode }[];
}

/** A card listing a user's payments or invoices on the user view page. */
export function UserRecords<Ops extends EntityOperations>(props: Props<Ops>) {
  const ability = useAppAbility();
  if (!ability.can('read', props.declaration.subject)) return null;
  return <RecordsCard {...props} />;
}

function RecordsCard<Ops extends EntityOperations>({ declaration, userFilter, sort, userId, messages, allHref, columns }: Props<Ops>) {
  const intl = useIntl();
  const list = useListController<Ops>(declaration, { params: 'local', permanentFilter: { [userFilter]: userId }, sort, initial: { pageSize: SHOWN } });
  const headingId = `user-${messages.title.replace(/\W/g, '-')}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">{intl.formatMessage({ id: messages.title })}</h2>
      <ListProvider value={list}>
        <ListStates loading={{ columns: columns.length, rows: 3 }} empty={<p>{intl.formatMessage({ id: messages.empty })}</p>}>
          <table className="mini-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">{intl.formatMessage({ id: column.label })}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row: ListRow<Ops['list']>) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.label}>{column.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {list.total > list.rows.length && <Link to={allHref}>{intl.formatMessage({ id: messages.all }, { count: list.total })}</Link>}
        </ListStates>
      </ListProvider>
    </section>
  );
}
