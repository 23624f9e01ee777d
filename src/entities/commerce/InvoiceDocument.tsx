import { useIntl } from 'react-intl';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { invoiceTotal } from './invoiceTotal';
import '../../framework/display/print.css';
import './invoiceDocument.css';

export interface PrintableInvoice {
  number: string;
  status: string;
  currency: string;
  total?: number | null;
  issuedAt?: string | null;
  dueAt?: string | null;
  user: { fullName: string; email: string };
  items: { description: string; quantity: number; unitPrice: number }[];
  payment?: { trackingCode: string } | null;
}

/** States stamped across every page: a draft or a void invoice must not pass for a bill. */
const WATERMARKED = new Set(['DRAFT', 'VOID']);

/**
 * The invoice a customer is handed: the service and the customer, the dates in the viewer's
 * calendar, the lines in a real table (its header comes again on every printed page), the total
 * and what is still owed after them. It is the page's `.print-document`: Print gives it alone, on A4.
 * Names and descriptions are isolated (<bdi>), so an English product keeps its order in Persian.
 */
export function InvoiceDocument({ invoice, headingId }: { invoice: PrintableInvoice; headingId: string }) {
  const intl = useIntl();
  const format = useValueFormatter();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const money = (amount: number) => format.money(amount, invoice.currency);
  const total = invoice.total ?? invoiceTotal(invoice.items);
  const meta: [string, string, string?][] = [
    ['invoice.print.number', invoice.number, 'ltr'],
    ['invoice.fields.issuedAt', format.date(invoice.issuedAt) || '—'],
    ['invoice.fields.dueAt', format.date(invoice.dueAt) || '—'],
    ...(invoice.payment ? [['invoice.print.paymentCode', invoice.payment.trackingCode, 'ltr'] as [string, string, string]] : []),
  ];
  return (
    <article className={`print-document invoice-doc invoice-doc--${invoice.status.toLowerCase()}`} aria-labelledby={headingId}>
      {WATERMARKED.has(invoice.status) && <p className="invoice-doc__watermark" aria-hidden="true">{t(`invoice.print.watermark.${invoice.status}`)}</p>}
      <header className="invoice-doc__head">
        <div>
          <p className="invoice-doc__issuer">{t('invoice.print.issuer')}</p>
          <h2 id={headingId} className="invoice-doc__title">{t('invoice.print.title', { code: invoice.number })}</h2>
        </div>
        <p className="invoice-doc__state">{t(`invoice.print.state.${invoice.status}`)}</p>
      </header>
      <div className="invoice-doc__parties">
        <section>
          <h3>{t('invoice.print.billedTo')}</h3>
          <p><bdi>{invoice.user.fullName}</bdi></p>
          <p><bdi dir="ltr">{invoice.user.email}</bdi></p>
        </section>
        <dl className="invoice-doc__meta">
          {meta.map(([label, value, dir]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd><bdi dir={dir}>{value}</bdi></dd>
            </div>
          ))}
        </dl>
      </div>
      <table className="invoice-doc__items">
        <thead>
          <tr>
            <th scope="col" className="num">{t('invoice.print.line')}</th>
            <th scope="col">{t('invoice.item.description')}</th>
            <th scope="col" className="num">{t('invoice.item.quantity')}</th>
            <th scope="col" className="num">{t('invoice.item.unitPrice')}</th>
            <th scope="col" className="num">{t('invoice.item.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, index) => (
            <tr key={index}>
              <td className="num">{format.number(index + 1)}</td>
              <td><bdi>{item.description}</bdi></td>
              <td className="num">{format.number(item.quantity)}</td>
              <td className="num">{money(item.unitPrice)}</td>
              <td className="num">{money(item.quantity * item.unitPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="invoice-doc__totals">
        <div>
          <dt>{t('invoice.fields.total')}</dt>
          <dd className="num">{money(total)}</dd>
        </div>
        {invoice.status === 'ISSUED' && (
          <div className="invoice-doc__due">
            <dt>{t('invoice.print.amountDue')}</dt>
            <dd className="num">{money(total)}</dd>
          </div>
        )}
        {invoice.status === 'PAID' && (
          <div>
            <dt>{t('invoice.print.amountPaid')}</dt>
            <dd className="num">{money(total)}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
