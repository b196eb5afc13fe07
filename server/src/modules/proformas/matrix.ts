import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import { acceptedAppointment, submittedProforma } from './scenario';

const S = '/da-app/secured';
const status = statusFor;

/** The agent's DA on buyer A's appointment: the agent acts on it, the vendor's routes do not reach it. */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const at = await acceptedAppointment(t, actors.buyerA, actors.agent);
    return { at, proforma: await submittedProforma(t, actors.agent, at) };
  },
  rows: ({ at, proforma }): MatrixRow[] =>
    (['agent', 'vendor'] as const)
      .flatMap((kind) => {
        const own = kind === 'agent';
        const mine = (code: number) => status(403, 403, own ? code : 403, own ? 403 : 404, 403);
        const base = `${S}/${kind}/appointment`;
        const url = `${base}/${at.appointmentId}`;
        return [
          { route: `GET ${base}/:id/proformas`, url: `${url}/proformas`, expect: mine(200) },
          {
            route: `GET ${base}/:id/proforma/:proformaId/load`,
            url: `${url}/proforma/${proforma.id}/load`,
            expect: mine(200),
          },
          {
            route: `POST ${base}/:id/proforma/save`,
            url: `${url}/proforma/save`,
            body: {},
            expect: status(403, 403, own ? 400 : 403, own ? 403 : 400, 403),
          },
          {
            route: `POST ${base}/:id/proforma/save-and-submit`,
            url: `${url}/proforma/save-and-submit`,
            body: {},
            expect: status(403, 403, own ? 400 : 403, own ? 403 : 400, 403),
          },
          {
            route: `POST ${base}/:id/proforma/submit`,
            url: `${url}/proforma/submit`,
            body: { id: proforma.id, version: proforma.version },
            expect: mine(409),
          },
          {
            route: `POST ${base}/:id/proforma/withdraw`,
            url: `${url}/proforma/withdraw`,
            body: { id: proforma.id, version: 999 },
            expect: mine(409),
          },
          {
            // A stale version: the owner is refused (409) and no revision is made.
            route: `POST ${base}/:id/proforma/revise`,
            url: `${url}/proforma/revise`,
            body: { id: proforma.id, version: 999 },
            expect: mine(409),
          },
          {
            route: `GET ${base}/:id/proforma/:proformaId/sent-back`,
            url: `${url}/proforma/${proforma.id}/sent-back`,
            expect: mine(200),
          },
          {
            route: `DELETE ${base}/:id/proforma/:proformaId`,
            url: `${url}/proforma/${proforma.id}`,
            expect: mine(409),
          },
        ];
      })
      .concat([
        {
          route: `GET ${S}/disbursements/:id`,
          url: `${S}/disbursements/${proforma.id}`,
          expect: status(200, 404, 403, 403, 403),
        },
        {
          // No such file: the owner's buyer 404, another buyer 404 on the DA itself.
          route: `GET ${S}/disbursements/:id/attachment/:attachmentId`,
          url: `${S}/disbursements/${proforma.id}/attachment/999999999`,
          expect: status(404, 404, 403, 403, 403),
        },
      ]),
});
