/**
 * The money actions of the platform (issue 25, docs/decisions.md "Mode switch"): approving, paying,
 * adjusting, approving bank accounts and deciding KYP verifications. An administrator acting as a
 * customer (a mode-switch session) is refused all of them by the access hook, whatever the route's
 * own declaration allows. One list in one place, so a reviewer sees every money route at a glance;
 * `money-actions.test.ts` fails when a listed route is no longer registered (renamed or removed).
 */
const S = '/da-app/secured';

export const moneyActionRoutes: readonly string[] = [
  // Evaluation approvals
  `POST ${S}/evaluation/bulk-approve-expenses`,
  `POST ${S}/evaluation/:id/bulk-approve-pending-split-expenses`,
  `POST ${S}/evaluation/apr-submit`,
  // Payments: approval, payment, adjustment
  `POST ${S}/payments/:id/request-approval`,
  `POST ${S}/payments/:id/approve`,
  `POST ${S}/payments/bulk-approve`,
  `POST ${S}/payments/verify-bulk-payment`,
  `POST ${S}/financial/payment/pay`,
  `POST ${S}/financial/payments/bulk-pay`,
  `POST ${S}/financial/payment/adjust`,
  // Bank accounts: approval and verification
  `POST ${S}/bank-account/approve`,
  `POST ${S}/bank-account/edit-approved`,
  `PATCH ${S}/bank-account/verbal-verify`,
  // KYP decisions (know-your-customer)
  `PATCH ${S}/kyp-verifications/:id`,
];

/** Routes of the list owned by work that may not be merged yet (the test tolerates their absence). */
export const pendingMoneyActionRoutes: readonly string[] = [`PATCH ${S}/kyp-verifications/:id`];

const moneyActions = new Set(moneyActionRoutes);

/** `routeUrl` is the registered pattern (request.routeOptions.url), not the concrete path. */
export function isMoneyAction(method: string, routeUrl: string): boolean {
  return moneyActions.has(`${method.toUpperCase()} ${routeUrl}`);
}
