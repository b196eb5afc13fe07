import { eq } from 'drizzle-orm';
import { ok } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow, onlyBuyerA } from '../../test/role-matrix';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { verificationDiscrepancyTypes } from '../refdata/db';

const S = '/da-app/secured';
const E = `${S}/evaluation`;
/** Buyer A's rows with stale versions: buyer A gets 409 and nothing changes; buyer B 404. */
const stale = onlyBuyerA(409);

type Line = { id: number; version: number };

export const matrix = defineMatrix({
  async prepare(t, actors) {
    const at = await acceptedAppointment(t, actors.buyerA, actors.agent);
    const proforma = await submittedProforma(t, actors.agent, at);
    const evaluationId = proforma.evaluationId as number;
    const evaluation = await ok<{ port: { expenseEvaluations: [Line, Line] } }>(
      t,
      actors.buyerA,
      'GET',
      `${E}/${evaluationId}/load`,
    );
    const [dues, pilot] = evaluation.port.expenseEvaluations;
    const [type] = await t.database.db
      .select({ id: verificationDiscrepancyTypes.id })
      .from(verificationDiscrepancyTypes)
      .where(eq(verificationDiscrepancyTypes.code, 'OVERCHARGE'));
    // An edit with a discrepancy raises the inspection flag the resolve rows need.
    await ok(t, actors.buyerA, 'POST', `${E}/${pilot.id}/edit-expense-evaluation`, {
      version: pilot.version,
      evaluatedAmount: '200',
      discrepancyTypeId: type?.id,
    });
    const [inspection] = await ok<Line[]>(t, actors.buyerA, 'GET', `${E}/${evaluationId}/expense-inspection/list`);
    return { proformaId: proforma.id, evaluationId, itemId: dues.id, inspectionId: (inspection as Line).id };
  },
  rows: ({ proformaId, evaluationId, itemId, inspectionId }): MatrixRow[] => {
    const item = `${E}/${itemId}`;
    return [
      {
        route: `POST ${E}/bulk-split-expenses`,
        body: { evaluationId, items: [{ id: itemId, version: 999, chartererAmount: '1' }] },
        expect: stale,
      },
      {
        // The line is still pending verification, so buyer A is refused (409) and nothing is approved.
        route: `POST ${E}/:id/bulk-approve-pending-split-expenses`,
        url: `${E}/${evaluationId}/bulk-approve-pending-split-expenses`,
        body: { items: [{ id: itemId, version: 0 }] },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/save-expense-evaluation-parameters`,
        url: `${item}/save-expense-evaluation-parameters`,
        body: { version: 999, parameters: [] },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/save-expense-evaluation-husbandry-parameters`,
        url: `${item}/save-expense-evaluation-husbandry-parameters`,
        body: { version: 999, parameters: [] },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/edit-expense-evaluation`,
        url: `${item}/edit-expense-evaluation`,
        body: { version: 999, evaluatedAmount: '1' },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/edit-husbandry-expense-evaluation`,
        url: `${item}/edit-husbandry-expense-evaluation`,
        body: { version: 999, evaluatedAmount: '1' },
        expect: stale,
      },
      {
        route: `POST ${E}/:id/environmental-discount-amount/save`,
        url: `${item}/environmental-discount-amount/save`,
        body: { version: 999, amount: '1' },
        expect: stale,
      },
      {
        route: `GET ${E}/:id/expense-inspection/list`,
        url: `${E}/${evaluationId}/expense-inspection/list`,
        expect: onlyBuyerA(200),
      },
      {
        route: `POST ${E}/expense-inspection/resolve`,
        body: { id: inspectionId, version: 999, comment: 'Checked' },
        expect: stale,
      },
      {
        route: `POST ${E}/expense-inspection/bulk-resolve`,
        body: { evaluationId, items: [{ id: inspectionId, version: 999 }], comment: 'Checked' },
        expect: stale,
      },
      {
        route: `GET ${E}/:id/expense/:expenseId/analyze`,
        url: `${E}/${evaluationId}/expense/${itemId}/analyze?exchangeRate=1.1&forceClearCache=true`,
        expect: onlyBuyerA(200),
      },
      {
        route: `GET ${E}/:id/benchmarks`,
        url: `${E}/${evaluationId}/benchmarks`,
        expect: onlyBuyerA(200),
      },
      {
        route: `POST ${S}/formula/analyzer/feedback`,
        body: { expenseEvaluationId: itemId, isUseful: true },
        expect: onlyBuyerA(200),
      },
      {
        route: `POST ${E}/:id/clarifications-request/send`,
        url: `${E}/${evaluationId}/clarifications-request/send`,
        body: { message: 'Please send the tariff', expenseEvaluationIds: [itemId] },
        expect: onlyBuyerA(200),
      },
      {
        route: `GET ${S}/form/:formId/expense-evaluation/load`,
        url: `${S}/form/${proformaId}/expense-evaluation/load?expenseName=port%20dues`,
        expect: onlyBuyerA(200),
      },
    ];
  },
});
