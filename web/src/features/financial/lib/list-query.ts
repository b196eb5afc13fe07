import type { PaymentFilters } from '../components/payment-filters';

/**
 * The list call's query from the table's: a currency is sent once it has its three letters (the
 * server refuses a partial code), the other empty filters are left out.
 */
export function paymentListQuery(
  query: Record<string, string | number | boolean>,
  extra: Record<string, string | number | boolean> = {},
): Record<string, string | number | boolean> {
  const next = { ...query, ...extra };
  if (typeof next.currency === 'string' && !/^[A-Z]{3}$/.test(next.currency)) delete next.currency;
  return next;
}

export type { PaymentFilters };
