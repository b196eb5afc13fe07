import { ok } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow } from '../../test/role-matrix';
import type { ActorName } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';

const S = '/da-app/secured';
const E = `${S}/evaluation`;
const status = (buyerA: number, buyerB: number, admin = 403): Record<ActorName, number> => ({
  anonymous: 401,
  buyerA,
  buyerB,
  agent: 403,
  vendor: 403,
  admin,
});
/** Buyer A's evaluation; stale versions keep the rows from changing anything (409 for buyer A). */
const stale = status(409, 404);

export const matrix = defineMatrix({
  async prepare(t, actors) {
    const at = await acceptedAppointment(t, actors.buyerA, actors.agent);
    const proforma = await submittedProforma(t, actors.agent, at);
    const evaluation = await ok<{ id: number; port: { expenseEvaluations: Array<{ id: number }> } }>(
      t,
      actors.buyerA,
      'GET',
      `${E}/${proforma.evaluationId}/load`,
    );
    const code = await ok<{ id: number }>(t, actors.buyerA, 'POST', `${S}/accounting-code/save`, {
      code: '4000',
      description: 'Port costs',
      group: 'PRINCIPAL_AMOUNT',
    });
    const department = await ok<{ id: number }>(t, actors.buyerA, 'POST', `${S}/buyer/settings/department/create`, {
      name: 'Evaluation matrix finance',
      abbreviation: 'EMF',
    });
    return {
      proformaId: proforma.id,
      evaluationId: evaluation.id,
      departmentId: department.id,
      itemId: evaluation.port.expenseEvaluations[0]?.id as number,
      codeId: code.id,
    };
  },
  rows: ({ proformaId, evaluationId, itemId, codeId, departmentId }, actors): MatrixRow[] => {
    const item = `${E}/${itemId}`;
    return [
      { route: `GET ${E}/:id/load`, url: `${E}/${evaluationId}/load`, expect: status(200, 404) },
      { route: `GET ${E}/:id/revision`, url: `${E}/${evaluationId}/revision`, expect: status(200, 404) },
      { route: `GET ${E}/:id/berths`, url: `${E}/${evaluationId}/berths`, expect: status(200, 404) },
      {
        route: `POST ${E}/assign`,
        body: { evaluationId, assigneeId: actors.buyerA.profileId },
        expect: status(200, 404),
      },
      {
        // Ids the caller cannot reach are left out of the answer, so buyer B gets 200 and nothing.
        route: `GET ${S}/evaluations/active-flow-step`,
        url: `${S}/evaluations/active-flow-step?evaluationIds=${evaluationId}`,
        expect: status(200, 200),
      },
      { route: `POST ${E}/save-evaluation-values`, body: { id: evaluationId, version: 999 }, expect: stale },
      {
        route: `POST ${E}/:id/verify-expense-evaluation`,
        url: `${item}/verify-expense-evaluation`,
        body: { version: 999, verifiedAmount: '1' },
        expect: stale,
      },
      {
        route: `POST ${E}/bulk-approve-expenses`,
        body: { evaluationId, items: [{ id: itemId, version: 0 }] },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/split-expense-evaluation`,
        url: `${item}/split-expense-evaluation`,
        body: { version: 999, chartererAmount: '1' },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/back-for-review-expense-evaluation`,
        url: `${item}/back-for-review-expense-evaluation`,
        body: { version: 999, comments: 'Check' },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/restore-expense-evaluation`,
        url: `${item}/restore-expense-evaluation`,
        body: { version: 999 },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/revert-expense-evaluation`,
        url: `${item}/revert-expense-evaluation`,
        body: { version: 999 },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/delete-child-expense-evaluation`,
        url: `${item}/delete-child-expense-evaluation`,
        body: { version: 999 },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/divide-split-expense-evaluation`,
        url: `${item}/divide-split-expense-evaluation`,
        body: { version: 999, amount: '1' },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/reallocate-split-expense-evaluation`,
        url: `${item}/reallocate-split-expense-evaluation`,
        body: { version: 999, amount: '1', toId: itemId },
        expect: stale,
      },
      {
        route: `POST ${E}/mark-as-deleted`,
        body: { id: evaluationId, items: [{ id: itemId, version: 999 }] },
        expect: stale,
      },
      { route: `POST ${E}/reset`, body: { id: evaluationId }, expect: status(200, 404) },
      { route: `GET ${E}/:id/budget-check`, url: `${E}/${evaluationId}/budget-check`, expect: status(200, 404) },
      { route: `POST ${E}/:id/budget-check`, url: `${E}/${evaluationId}/budget-check`, expect: status(200, 404) },
      {
        route: `GET ${E}/:id/load-available-to-relate-proformas`,
        url: `${E}/${evaluationId}/load-available-to-relate-proformas`,
        expect: status(200, 404),
      },
      {
        route: `GET ${E}/:id/analyze/discrepancies`,
        url: `${E}/${evaluationId}/analyze/discrepancies`,
        expect: status(200, 404),
      },
      {
        route: `GET ${S}/form/:formId/evaluation`,
        url: `${S}/form/${proformaId}/evaluation`,
        expect: status(200, 404),
      },
      {
        route: `POST ${S}/form/:formId/amend-invoice-number`,
        url: `${S}/form/${proformaId}/amend-invoice-number`,
        body: { invoiceNumber: 'INV-7' },
        expect: status(200, 404),
      },
      {
        route: `GET ${S}/buyer/:buyerId/accounting-codes`,
        url: `${S}/buyer/${actors.buyerA.companyId}/accounting-codes`,
        expect: status(200, 404, 200),
      },
      {
        route: `GET ${S}/ref/buyer/:buyerId/department/:departmentId/accounting-codes`,
        url: `${S}/ref/buyer/${actors.buyerA.companyId}/department/${departmentId}/accounting-codes`,
        expect: status(200, 404, 200),
      },
      {
        route: `GET ${S}/accounting-code/:id/load`,
        url: `${S}/accounting-code/${codeId}/load`,
        expect: status(200, 404, 200),
      },
      { route: `POST ${S}/accounting-code/save`, body: {}, expect: status(400, 400, 400) },
      {
        route: `POST ${S}/expense-evaluation/:id/assign-accounting-code`,
        url: `${S}/expense-evaluation/${itemId}/assign-accounting-code?accountingCodeId=${codeId}&version=999`,
        expect: stale,
      },
      {
        route: `POST ${E}/bulk-assign-accounting-code`,
        body: { evaluationId, accountingCodeId: codeId, items: [{ id: itemId, version: 999 }] },
        expect: stale,
      },
    ];
  },
});
