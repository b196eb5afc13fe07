import { ok } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow } from '../../test/role-matrix';
import type { ActorName } from '../../test/scenario';
import { approvedProforma, instructionForm, paymentOf } from './scenario';

const S = '/da-app/secured';
const status = (buyerA: number, buyerB: number, agent: number, vendor: number, admin: number) =>
  ({ anonymous: 401, buyerA, buyerB, agent, vendor, admin }) as Record<ActorName, number>;
const buyerOnly = (a: number, b = 404) => status(a, b, 403, 403, 403);

/** Buyer A owns an approved DA and its (DRAFT) payment; writes use a stale version so nothing changes. */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const da = await approvedProforma(t, actors.buyerA, actors.agent);
    const payment = await paymentOf(t, actors.buyerA, da.proformaId);
    const instruction = await ok<{ id: number }>(
      t,
      actors.buyerA,
      'POST',
      `${S}/buyers/${actors.buyerA.companyId}/payment-instructions`,
      instructionForm,
    );
    return { da, payment, instruction };
  },
  rows: ({ da, payment, instruction }, actors): MatrixRow[] => [
    { route: `GET ${S}/financial/payments/:id`, url: `${S}/financial/payments/${payment.id}`, expect: buyerOnly(200) },
    { route: `GET ${S}/proforma/:id/payment`, url: `${S}/proforma/${da.proformaId}/payment`, expect: buyerOnly(200) },
    {
      route: `POST ${S}/proforma/:id/payment/delete`,
      url: `${S}/proforma/${da.proformaId}/payment/delete`,
      body: { version: 999 },
      expect: buyerOnly(409),
    },
    {
      route: `POST ${S}/payments/:id/request-approval`,
      url: `${S}/payments/${payment.id}/request-approval`,
      // With the details a reviewer may choose there: saved then rolled back by the stale version.
      body: { version: 999, paymentInstructionId: instruction.id, paymentDueDate: '2099-01-31' },
      expect: buyerOnly(409),
    },
    {
      route: `POST ${S}/payments/:id/approve`,
      url: `${S}/payments/${payment.id}/approve`,
      body: { version: 999 },
      expect: buyerOnly(409),
    },
    {
      route: `POST ${S}/payments/:id/back-for-review`,
      url: `${S}/payments/${payment.id}/back-for-review`,
      body: { version: 999 },
      expect: buyerOnly(409),
    },
    {
      route: `POST ${S}/payments/bulk-approve`,
      body: { items: [{ id: payment.id, version: 999 }] },
      expect: buyerOnly(409),
    },
    {
      route: `POST ${S}/financial/payment/pay`,
      body: { paymentId: payment.id, version: 999, remittedAmount: '1' },
      expect: buyerOnly(409),
    },
    {
      route: `POST ${S}/financial/payments/bulk-pay`,
      body: { items: [{ id: payment.id, version: 999 }] },
      expect: buyerOnly(409),
    },
    {
      route: `GET ${S}/buyer/:buyerId/buyer-cash-flow-accounts`,
      url: `${S}/buyer/${actors.buyerA.companyId}/buyer-cash-flow-accounts`,
      expect: status(200, 404, 403, 403, 200),
    },
    {
      route: `GET ${S}/financial/buyer/:buyerId/cash-flow-account-payments`,
      url: `${S}/financial/buyer/${actors.buyerA.companyId}/cash-flow-account-payments?fromDate=2026-01-01`,
      expect: status(200, 404, 403, 403, 200),
    },
    { route: `POST ${S}/financial/payment/adjust`, body: {}, expect: status(403, 403, 403, 403, 400) },
    {
      route: `GET ${S}/buyers/:buyerId/payment-instructions`,
      url: `${S}/buyers/${actors.buyerA.companyId}/payment-instructions?page=0&size=10`,
      expect: buyerOnly(200),
    },
    {
      route: `GET ${S}/buyers/:buyerId/payment-instructions/people`,
      url: `${S}/buyers/${actors.buyerA.companyId}/payment-instructions/people`,
      expect: buyerOnly(200),
    },
    {
      route: `GET ${S}/buyers/:buyerId/payment-instructions/:id`,
      url: `${S}/buyers/${actors.buyerA.companyId}/payment-instructions/${instruction.id}`,
      expect: buyerOnly(200),
    },
    {
      route: `POST ${S}/buyers/:buyerId/payment-instructions`,
      url: `${S}/buyers/${actors.buyerA.companyId}/payment-instructions`,
      body: {},
      expect: buyerOnly(400, 400),
    },
    {
      route: `PATCH ${S}/buyers/:buyerId/payment-instructions/:id`,
      url: `${S}/buyers/${actors.buyerA.companyId}/payment-instructions/${instruction.id}`,
      body: { version: 999 },
      expect: buyerOnly(409),
    },
    { route: `GET ${S}/payment-instructions`, expect: buyerOnly(200, 200) },
    // Without a remittance document the form is refused before any payment is read.
    {
      route: `POST ${S}/payments/verify-bulk-payment`,
      body: { items: [{ paymentId: payment.id, remittedAmount: '1.00' }] },
      expect: buyerOnly(400, 400),
    },
    {
      route: `GET ${S}/buyer/:buyerId/payment-settings`,
      url: `${S}/buyer/${actors.buyerA.companyId}/payment-settings`,
      expect: buyerOnly(200),
    },
    {
      route: `PUT ${S}/buyer/:buyerId/payment-settings`,
      url: `${S}/buyer/${actors.buyerA.companyId}/payment-settings`,
      body: { remittedBelowPercentage: '95' },
      expect: buyerOnly(200),
    },
  ],
});
