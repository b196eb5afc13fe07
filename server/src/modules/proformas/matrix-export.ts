import { and, eq } from 'drizzle-orm';
import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import { proformas } from './db';
import { acceptedAppointment, submittedProforma } from './scenario';

const S = '/da-app/secured';

/**
 * A submitted DA of the agent on buyer A's appointment: the export is the buyer's, the PDF both
 * parties'. An earlier matrix (payments) already made one; it is reused to keep the matrix run short.
 */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const [existing] = await t.database.db
      .select({ id: proformas.id })
      .from(proformas)
      .where(
        and(
          eq(proformas.companyId, actors.buyerA.companyId),
          eq(proformas.supplierId, actors.agent.companyId),
          eq(proformas.status, 'SUBMITTED'),
        ),
      )
      .limit(1);
    if (existing) return { proformaId: existing.id };
    const at = await acceptedAppointment(t, actors.buyerA, actors.agent);
    return { proformaId: (await submittedProforma(t, actors.agent, at)).id };
  },
  rows: ({ proformaId }): MatrixRow[] => [
    {
      route: `POST ${S}/proforma/trigger-export-event`,
      url: `${S}/proforma/trigger-export-event?proformaId=${proformaId}`,
      expect: statusFor(200, 404, 403, 403, 403),
    },
    {
      route: `GET ${S}/proforma/:id/pdf`,
      url: `${S}/proforma/${proformaId}/pdf`,
      expect: statusFor(200, 404, 200, 404, 403),
    },
  ],
});
