import type { EntitySubject } from '../ability/subjects';

/**
 * Where a stored row's status may go next. The mock server refuses any other change of `field`
 * with `message` on it (the values it interpolates are `from` and `to`); the form offers only
 * these values, so it never offers a step the server refuses. A status without `next` is final.
 */
export interface StatusFlow {
  field: string;
  next: Record<string, readonly string[]>;
  message: string;
}

/**
 * An invoice is drafted, issued, then paid or voided (a draft no longer wanted is deleted, as
 * Stripe has it): an issued one never goes back to draft, where it could be edited again.
 */
export const invoiceStatusFlow: StatusFlow = {
  field: 'status',
  next: { DRAFT: ['ISSUED'], ISSUED: ['PAID', 'VOID'] },
  message: 'invoice.errors.statusTransition',
};

/**
 * A payment that went through is money moved: it is only refunded (the Refund action), and a
 * refund is final. The gateway's other steps stay open to staff fixing a record by hand.
 */
export const paymentStatusFlow: StatusFlow = {
  field: 'status',
  next: { PENDING: ['SUCCEEDED', 'FAILED', 'REFUNDED'], FAILED: ['PENDING', 'SUCCEEDED'], SUCCEEDED: ['REFUNDED'] },
  message: 'payment.errors.statusTransition',
};

export const statusFlows: Partial<Record<EntitySubject, StatusFlow>> = { Invoice: invoiceStatusFlow, Payment: paymentStatusFlow };

/** The values a row holding `from` may be saved with: its own, then the next ones. */
export function statusChoices(flow: StatusFlow, from: unknown): string[] {
  if (typeof from !== 'string') return [];
  return [from, ...(flow.next[from] ?? [])];
}

/** Whether a row holding `from` may be saved with `to` (staying is no step). */
export function mayMove(flow: StatusFlow, from: unknown, to: unknown): boolean {
  return from === to || (typeof from === 'string' && typeof to === 'string' && (flow.next[from] ?? []).includes(to));
}
