import { urls } from '../../paths';
import { EnumBadge } from '../../framework/cells/cells';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { UserInvoicesDocument } from '../../gql-docs';
import type { UserInvoicesQuery } from '../../gql/graphql';
import { UserRecords } from './UserRecords';

type Invoice = UserInvoicesQuery['invoiceList']['items'][number];

export function UserInvoices({ userId }: { userId: string }) {
  const format = useValueFormatter();
  return (
    <UserRecords<Invoice>
      document={UserInvoicesDocument}
      pageOf={(data: UserInvoicesQuery) => data.invoiceList}
      subject="Invoice"
      userId={userId}
      messages={{ title: 'user.view.invoices', empty: 'user.view.noInvoices', all: 'user.view.allInvoices' }}
      allHref={urls.manage('Invoice', { userId })}
      columns={[
        { label: 'invoice.fields.number', cell: (invoice) => <bdi>{invoice.number}</bdi> },
        { label: 'invoice.fields.total', cell: (invoice) => format.money(invoice.total, invoice.currency) },
        { label: 'invoice.fields.status', cell: (invoice) => <EnumBadge enumName="InvoiceStatus" value={invoice.status} /> },
        { label: 'invoice.fields.issuedAt', cell: (invoice) => format.date(invoice.issuedAt) },
      ]}
    />
  );
}
