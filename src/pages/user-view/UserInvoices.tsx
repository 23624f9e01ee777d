import { IconPrinter } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import invoices from '../../entities/invoice';
import { printInvoiceLink } from '../../entities/commerce/printInvoice';
import { urls } from '../../paths';
import { EnumBadge } from '../../framework/cells/cells';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { InvoiceOperations } from '../../gql-docs';
import { AppIcon } from '../../ui/AppIcon';
import { ActionButton } from '../../ui/kit/ActionButton';
import { UserRecords } from './UserRecords';

export function UserInvoices({ userId }: { userId: string }) {
  const format = useValueFormatter();
  const intl = useIntl();
  const navigate = useNavigate();
  // Print opens the invoice's document on its page, which then opens the print dialog.
  const print = (id: string) => {
    const link = printInvoiceLink(id);
    navigate(link.to, { state: link.state });
  };
  return (
    <UserRecords<typeof InvoiceOperations>
      declaration={invoices}
      userFilter="userId"
      sort={{ field: 'ISSUED_AT', direction: 'DESC' }}
      userId={userId}
      messages={{ title: 'user.view.invoices', empty: 'user.view.noInvoices', all: 'user.view.allInvoices' }}
      allHref={urls.manage('Invoice', { userId })}
      columns={[
        { label: 'invoice.fields.number', cell: (invoice) => <bdi>{invoice.number}</bdi> },
        { label: 'invoice.fields.total', cell: (invoice) => format.money(invoice.total, invoice.currency) },
        { label: 'invoice.fields.status', cell: (invoice) => <EnumBadge enumName="InvoiceStatus" value={invoice.status} /> },
        { label: 'invoice.fields.issuedAt', cell: (invoice) => format.date(invoice.issuedAt) },
        {
          label: 'invoice.print.action',
          cell: (invoice) => (
            <ActionButton isQuiet onPress={() => print(invoice.id)} aria-label={intl.formatMessage({ id: 'invoice.print.row' }, { number: invoice.number })}>
              <AppIcon icon={IconPrinter} />
            </ActionButton>
          ),
        },
      ]}
    />
  );
}
