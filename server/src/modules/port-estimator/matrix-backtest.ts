import { defineMatrix, type MatrixRow, onlyAdmin } from '../../test/role-matrix';
import { createEstimation, E, estimationReference, pilotageForm } from '../estimations/scenario';

/** The accuracy backtest is the port-analysis administrators' (ADMIN_PORT_ANALYSIS). */
export const matrix = defineMatrix({
  prepare: async (t, actors) => {
    const ref = await estimationReference(t);
    const draft = await createEstimation(t, actors.admin, pilotageForm(ref.expenseId, [ref.piraeus]));
    return { ref, draft };
  },
  rows: (f): MatrixRow[] => [
    {
      route: `GET ${E}/:estimationId/accuracy`,
      url: `${E}/${f.draft.id}/accuracy`,
      expect: onlyAdmin(200),
    },
    {
      route: 'GET /port-analysis/secured/port/:id/accuracy',
      url: `/port-analysis/secured/port/${f.ref.piraeus}/accuracy`,
      expect: onlyAdmin(200),
    },
  ],
});
