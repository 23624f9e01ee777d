import { urls } from '../../paths';

/** The router state that asks the invoice's page to open the print dialog once it shows the invoice. */
export interface PrintOnArrival {
  print?: boolean;
}

/** Where the user view's Print goes: the invoice's page, with the state that prints it. */
export function printInvoiceLink(id: string): { to: string; state: PrintOnArrival } {
  return { to: urls.edit('Invoice', id), state: { print: true } };
}

export function printOnArrival(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as PrintOnArrival).print === true;
}
