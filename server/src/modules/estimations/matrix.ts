import { defineMatrix, type MatrixRow, onlyAdmin } from '../../test/role-matrix';
import { createEstimation, E, estimationReference, F, pilotageForm } from './scenario';

/** Formulas are for the platform's port-analysis administrators only: every other caller 403. */
export const matrix = defineMatrix({
  prepare: async (t, actors) => {
    const ref = await estimationReference(t);
    const draft = await createEstimation(t, actors.admin, pilotageForm(ref.expenseId, [ref.piraeus]));
    const toDelete = await createEstimation(t, actors.admin, pilotageForm(ref.expenseId, [ref.rotterdam]));
    return { ref, draft, toDelete };
  },
  rows: (f): MatrixRow[] => {
    const form = pilotageForm(f.ref.expenseId, [f.ref.piraeus]);
    const at = `${E}/${f.draft.id}`;
    return [
      { route: `POST ${F}`, body: form, expect: onlyAdmin(200) },
      {
        route: `POST ${F}/test`,
        body: { formula: '1 + gt', inputs: { gt: '2' } },
        expect: onlyAdmin(200),
      },
      { route: `POST ${F}/:estimationId`, url: `${F}/${f.draft.id}`, body: form, expect: onlyAdmin(200) },
      {
        route: 'GET /da-app/secured/expense-estimations',
        url: '/da-app/secured/expense-estimations',
        expect: onlyAdmin(200),
      },
      { route: `GET ${E}/:estimationId`, url: at, expect: onlyAdmin(200) },
      { route: `POST ${E}/:estimationId/duplicate`, url: `${at}/duplicate`, expect: onlyAdmin(200) },
      {
        route: `PATCH ${E}/:estimationId/schedule_publish`,
        url: `${at}/schedule_publish?schedule_date=${encodeURIComponent('2999-01-01T00:00:00Z')}`,
        expect: onlyAdmin(200),
      },
      { route: `PATCH ${E}/:estimationId/publish`, url: `${at}/publish`, expect: onlyAdmin(200) },
      { route: `PATCH ${E}/:estimationId/archive`, url: `${at}/archive`, expect: onlyAdmin(200) },
      { route: `GET ${E}/:expenseId/history`, url: `${E}/${f.ref.expenseId}/history`, expect: onlyAdmin(200) },
      {
        route: 'POST /da-app/secured/lambda/formula',
        body: { portId: f.ref.piraeus, inputs: { gt: '2000', days: '1' } },
        expect: onlyAdmin(200),
      },
      { route: `DELETE ${E}/:estimationId`, url: `${E}/${f.toDelete.id}`, expect: onlyAdmin(200) },
    ];
  },
});
