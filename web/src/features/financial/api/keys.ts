/** Cached queries of the financial pages: a payment action refreshes every list and the cash flow. */
export const financialKeys = {
  all: () => ['financial'] as const,
  payments: () => ['financial', 'payments'] as const,
  paymentList: (query: Record<string, unknown>) => ['financial', 'payments', 'list', query] as const,
  cashFlow: (buyerId: number) => ['financial', 'cash-flow', buyerId] as const,
  accounts: (buyerId: number) => ['financial', 'cash-flow', buyerId, 'accounts'] as const,
  movements: (buyerId: number) => ['financial', 'cash-flow', buyerId, 'movements'] as const,
  buyers: () => ['financial', 'buyers'] as const,
  instructions: () => ['financial', 'payment-instructions'] as const,
};
