import type { Currency } from '../../gql/graphql';

export interface RevenuePoint {
  date: string;
  amount: number;
  currency: Currency;
}

/** `YYYY-MM-DD` as a UTC day, so the label is the server's day in every time zone. */
export const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
