import { ok } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import type { ActorName } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';

const S = '/da-app/secured';
const E = `${S}/evaluation`;
const status = (buyerA: number, buyerB: number, admin = 403): Record<ActorName, number> =>
  statusFor(buyerA, buyerB, 403, 403, admin);

/** Role matrix of the evaluation workflow routes (workflow-routes.ts, reopen.ts). */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const at = await acceptedAppointment(t, actors.buyerA, actors.agent);
    const proforma = await submittedProforma(t, actors.agent, at);
    const evaluationId = proforma.evaluationId as number;
    const department = await ok<{ name: string }>(t, actors.buyerA, 'POST', `${S}/buyer/settings/department/create`, {
      name: 'Workflow matrix finance',
      abbreviation: 'WMF',
    });
    await ok(t, actors.buyerA, 'POST', `${E}/${evaluationId}/budget-check`);
    await ok(t, actors.buyerA, 'POST', `${E}/${evaluationId}/budget-commit`, { departmentName: department.name });
    const code = await ok<{ id: number }>(t, actors.buyerA, 'POST', `${S}/accounting-code/save`, {
      code: '4100',
      description: 'Workflow matrix code',
      group: 'OWNER_AMOUNT',
    });
    return { evaluationId, proformaId: proforma.id, department: department.name, codeId: code.id };
  },
  rows: ({ evaluationId, proformaId, department, codeId }, actors): MatrixRow[] => {
    const id = `${E}/${evaluationId}`;
    const buyer = `${S}/buyer/${actors.buyerA.companyId}/accounting-codes`;
    return [
      { route: `GET ${E}/:id/budget-commit`, url: `${id}/budget-commit`, expect: status(200, 404) },
      {
        route: `POST ${E}/:id/budget-commit`,
        url: `${id}/budget-commit`,
        body: { departmentName: department },
        expect: status(200, 404),
      },
      {
        route: `POST ${E}/:id/budget-commit/send-reminder/department/:departmentName`,
        url: `${id}/budget-commit/send-reminder/department/${encodeURIComponent(department)}`,
        expect: status(200, 404),
      },
      { route: `GET ${E}/:id/get-task`, url: `${id}/get-task`, expect: status(200, 404) },
      // The task is still PENDING: buyer A may retry only a FAILED one.
      { route: `POST ${E}/:id/retry-task`, url: `${id}/retry-task`, expect: status(409, 404) },
      {
        route: `POST ${E}/save-payment-instructions`,
        body: { id: evaluationId, version: 999, paymentInstructionId: 999_999 },
        expect: status(400, 404),
      },
      {
        route: `POST ${E}/save-payment-due-date`,
        body: { id: evaluationId, version: 999, paymentDueDate: '2099-01-01' },
        expect: status(409, 404),
      },
      { route: `POST ${E}/apr-submit`, body: { id: evaluationId, version: 999 }, expect: status(409, 404) },
      {
        route: `GET ${E}/:id/load-available-charterer-account-expenses`,
        url: `${id}/load-available-charterer-account-expenses`,
        expect: status(200, 404),
      },
      // Nothing is approved yet, so there is nothing to report (409) for buyer A.
      {
        route: `GET ${E}/:id/submit-charterer-account-report`,
        url: `${id}/submit-charterer-account-report`,
        expect: status(409, 404),
      },
      // No file: buyer A and support admins pass access and get 400; buyer B does not see buyer A (404).
      {
        route: `POST ${S}/buyer/:buyerId/accounting-codes/upload-attachment`,
        url: `${buyer}/upload-attachment`,
        body: {},
        expect: status(400, 404, 400),
      },
      {
        route: `GET ${S}/buyer/:buyerId/accounting-codes/download-csv`,
        url: `${buyer}/download-csv`,
        expect: status(200, 404, 200),
      },
      {
        route: `POST ${S}/buyer/:buyerId/accounting-codes/update-state`,
        url: `${buyer}/update-state`,
        body: { ids: [codeId], isActive: true },
        expect: status(200, 404, 200),
      },
      {
        route: `GET ${S}/admin/reopen-da`,
        url: `${S}/admin/reopen-da?text=${proformaId}`,
        expect: status(403, 403, 200),
      },
      // The DA is open, so even the administrator is refused (409); everyone else lacks the authority.
      {
        route: `POST ${S}/admin/reopen-da/:proformaId`,
        url: `${S}/admin/reopen-da/${proformaId}`,
        body: { reason: 'Agent asked to correct the FDA' },
        expect: status(403, 403, 409),
      },
    ];
  },
});
