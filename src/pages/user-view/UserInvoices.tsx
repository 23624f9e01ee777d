import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useAppAbility } from '../../app/providers/ability';
import { EnumBadge } from '../../framework/cells/cells';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { UserInvoicesDocument } from '../../gql/graphql';

/** Asked for separately: only roles that may read invoices run the query at all. */
export function UserInvoices({ userId }: { userId: string }) {
  const ability = useAppAbility();
  if (!ability.can('read', 'Invoice')) return null;
  return <InvoicesCard userId={userId} />;
}

function InvoicesCard({ userId }: { userId: string }) {
  const intl = useIntl();
  const format = useValueFormatter();
  const { data } = useQuery(UserInvoicesDocument, { variables: { id: userId } });
  const invoices = data?.invoiceList.items ?? [];
  return (
    <section className="card" aria-labelledby="user-invoices">
      <h2 id="user-invoices" className="section-title">{intl.formatMessage({ id: 'user.view.invoices' })}</h2>
      {data && invoices.length === 0 && <p>{intl.formatMessage({ id: 'user.view.noInvoices' })}</p>}
      {invoices.length > 0 && (
        <table className="mini-table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'invoice.fields.number' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'invoice.fields.total' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'invoice.fields.status' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'invoice.fields.issuedAt' })}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td><bdi>{invoice.number}</bdi></td>
                <td>{format.money(invoice.total, invoice.currency)}</td>
                <td><EnumBadge enumName="InvoiceStatus" value={invoice.status} /></td>
                <td>{format.date(invoice.issuedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
