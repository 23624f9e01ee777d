import { useFormikContext } from 'formik';
import { useId } from 'react';
import type { CustomFieldProps } from '../../framework/entity/types';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import { invoiceTotal, type InvoiceLine } from './invoiceTotal';
import './invoice.css';

/**
 * The invoice total, computed from the items as they are typed. It is never sent: the server
 * computes the stored total the same way, so what is shown here is what the invoice will say.
 */
export default function InvoiceTotalField({ label }: CustomFieldProps) {
  const id = useId();
  const format = useValueFormatter();
  const { values } = useFormikContext<{ items?: InvoiceLine[] | null; currency?: string | null }>();
  return (
    <div className="invoice-total" role="group" aria-labelledby={id}>
      <span id={id} className="invoice-total__label">{label}</span>
      <output className="invoice-total__value" aria-live="polite" aria-labelledby={id}>
        {format.money(invoiceTotal(values.items), values.currency)}
      </output>
    </div>
  );
}
