import { IconPrinter } from '@tabler/icons-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { EditPanelProps } from '../../framework/entity/types';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { AppIcon } from '../../ui/AppIcon';
import { Button } from '../../ui/kit/Button';
import { Flex } from '../../ui/kit/Layout';
import { invoiceTotal } from './invoiceTotal';
import './invoice.css';

interface Invoice {
  number: string;
  status: string;
  currency: string;
  issuedAt?: string | null;
  dueAt?: string | null;
  user: { fullName: string; email: string };
  items: { description: string; quantity: number; unitPrice: number }[];
  payment?: { trackingCode: string } | null;
}

/** The invoice as a document under its form, as saved; "Print" prints this document alone. */
export default function InvoicePrintPanel({ entity }: EditPanelProps) {
  const intl = useIntl();
  const format = useValueFormatter();
  const headingId = useId();
  const invoice = entity as unknown as Invoice;
  const t = (id: string) => intl.formatMessage({ id });
  const meta: [string, string][] = [
    ['invoice.fields.user', `${invoice.user.fullName} <${invoice.user.email}>`],
    ['invoice.fields.status', format.enumValue('InvoiceStatus', invoice.status)],
    ['invoice.fields.issuedAt', format.date(invoice.issuedAt) || '—'],
    ['invoice.fields.dueAt', format.date(invoice.dueAt) || '—'],
    ['invoice.fields.payment', invoice.payment?.trackingCode ?? '—'],
  ];
  return (
    <section className="card invoice-print" aria-labelledby={headingId}>
      <Flex justifyContent="space-between" alignItems="center" wrap gap="size-200">
        <h2 id={headingId} className="section-title">{intl.formatMessage({ id: 'invoice.print.title' }, { code: invoice.number })}</h2>
        <div className="invoice-print__actions">
          <Button variant="secondary" onPress={() => window.print()}>
            <AppIcon icon={IconPrinter} />
            <span>{t('invoice.print.action')}</span>
          </Button>
        </div>
      </Flex>
      <dl className="invoice-print__meta">
        {meta.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd><bdi>{value}</bdi></dd>
          </div>
        ))}
      </dl>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('invoice.item.description')}</th>
            <th scope="col" className="num">{t('invoice.item.quantity')}</th>
            <th scope="col" className="num">{t('invoice.item.unitPrice')}</th>
            <th scope="col" className="num">{t('invoice.item.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, index) => (
            <tr key={index}>
              <td><bdi>{item.description}</bdi></td>
              <td className="num">{format.number(item.quantity)}</td>
              <td className="num">{format.money(item.unitPrice, invoice.currency)}</td>
              <td className="num">{format.money(item.quantity * item.unitPrice, invoice.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="invoice-print__total">
        {t('invoice.fields.total')}: {format.money(invoiceTotal(invoice.items), invoice.currency)}
      </p>
    </section>
  );
}
