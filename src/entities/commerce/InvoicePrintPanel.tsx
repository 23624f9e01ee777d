import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EditPanelProps } from '../../framework/entity/types';
import { AppIcon } from '../../ui/AppIcon';
import { Button } from '../../ui/kit/Button';
import { InvoiceDocument, type PrintableInvoice } from './InvoiceDocument';
import { printOnArrival } from './printInvoice';
import './invoice.css';

/**
 * The invoice as a document under its form, as saved; "Print" prints this document alone. Opened
 * from the user view's Print (router state `print`), it opens the print dialog once, then drops
 * that state so Back or a reload does not print again.
 */
export default function InvoicePrintPanel({ entity }: EditPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const invoice = entity as unknown as PrintableInvoice;
  const arrivedToPrint = printOnArrival(location.state);
  // Once per arrival, also where effects run twice (React's strict mode in development).
  const printed = useRef(false);

  useEffect(() => {
    if (!arrivedToPrint || printed.current) return;
    printed.current = true;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: { ...(location.state as object), print: undefined } });
    window.print();
  }, [arrivedToPrint, navigate, location]);

  return (
    <section className="card invoice-print" aria-labelledby={headingId}>
      <div className="invoice-print__actions">
        <Button variant="secondary" onPress={() => window.print()}>
          <AppIcon icon={IconPrinter} />
          <span>{intl.formatMessage({ id: 'invoice.print.action' })}</span>
        </Button>
      </div>
      <InvoiceDocument invoice={invoice} headingId={headingId} />
    </section>
  );
}
