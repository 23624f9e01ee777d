import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Subject } from '../../ability/subjects';
import { useAppAbility } from '../../ability/useAppAbility';

type Page<Row> = { total: number; items: Row[] };

interface Props<Row extends { id: string }> {
  /** A list query of one user's rows (`UserPaymentsDocument`), asked only when `subject` is readable. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  document: TypedDocumentNode<any, { id: string }>;
  pageOf: (data: never) => Page<Row>;
  subject: Subject;
  userId: string;
  /** Message ids of the heading, the empty text and the link to the full list. */
  messages: { title: string; empty: string; all: string };
  allHref: string;
  columns: { label: string; cell: (row: Row) => ReactNode }[];
}

/** A card listing a user's payments or invoices on the user view page. */
export function UserRecords<Row extends { id: string }>(props: Props<Row>) {
  const ability = useAppAbility();
  if (!ability.can('read', props.subject)) return null;
  return <RecordsCard {...props} />;
}

function RecordsCard<Row extends { id: string }>({ document, pageOf, userId, messages, allHref, columns }: Props<Row>) {
  const intl = useIntl();
  const { data } = useQuery(document, { variables: { id: userId } });
  const page = data ? pageOf(data as never) : null;
  const headingId = `user-${messages.title.replace(/\W/g, '-')}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">{intl.formatMessage({ id: messages.title })}</h2>
      {page && page.items.length === 0 && <p>{intl.formatMessage({ id: messages.empty })}</p>}
      {page && page.items.length > 0 && (
        <table className="mini-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col">{intl.formatMessage({ id: column.label })}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.items.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.label}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && page.total > page.items.length && (
        <Link to={allHref}>{intl.formatMessage({ id: messages.all }, { count: page.total })}</Link>
      )}
    </section>
  );
}
