import { defineMatrix, everyone, onlyAdmin, statusFor } from '../../test/role-matrix';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';

const S = '/da-app/secured';
const NONE = 999_999_999;

/**
 * Integrations: connectors, deliveries and re-drive are the integration administrators'; the
 * task-flow calls are buyer A's evaluators' (buyer B gets 404 for A's evaluation). Buyer A has no
 * task-flow connector here, so sending a protocol is 409 and nothing changes.
 */
export const matrix = defineMatrix({
  async prepare(t, actors) {
    const at = await acceptedAppointment(t, actors.buyerA, actors.agent);
    const proforma = await submittedProforma(t, actors.agent, at);
    return { evaluationId: proforma.evaluationId as number };
  },
  rows: ({ evaluationId }, actors) => {
    const buyerA = actors.buyerA.companyId;
    return [
      {
        route: `GET ${S}/admin/integrations/:buyerId/connectors`,
        url: `${S}/admin/integrations/${buyerA}/connectors`,
        expect: onlyAdmin(200),
      },
      {
        route: `POST ${S}/admin/integrations/:buyerId/connectors/save`,
        url: `${S}/admin/integrations/${NONE}/connectors/save`,
        body: {
          kind: 'WEBHOOK',
          name: 'Nowhere',
          slug: 'matrix-nowhere',
          url: 'http://127.0.0.1:9/hooks',
          secret: 'matrix-secret-0000',
          events: [],
          isEnabled: false,
        },
        expect: onlyAdmin(404),
      },
      {
        route: `GET ${S}/admin/integrations/:buyerId/deliveries`,
        url: `${S}/admin/integrations/${buyerA}/deliveries?status=DEAD`,
        expect: onlyAdmin(200),
      },
      {
        route: `POST ${S}/admin/integration-delivery/:id/retry`,
        url: `${S}/admin/integration-delivery/${NONE}/retry`,
        expect: onlyAdmin(404),
      },
      { route: `POST ${S}/danaos/protocol`, body: { evaluationId }, expect: statusFor(409, 404, 403, 403, 403) },
      {
        route: `GET ${S}/danaos/task/:entityType/:id`,
        url: `${S}/danaos/task/EVALUATION/${evaluationId}?buyerId=${buyerA}`,
        expect: statusFor(200, 404, 403, 403, 403),
      },
      // No task yet for buyer A's evaluation: 404 as for buyer B.
      {
        route: `GET ${S}/danaos/task-details/:entityType/:id`,
        url: `${S}/danaos/task-details/EVALUATION/${evaluationId}?buyerId=${buyerA}`,
        expect: statusFor(404, 404, 403, 403, 403),
      },
      { route: `GET ${S}/danaos/flows`, expect: statusFor(409, 409, 403, 403, 403) },
      { route: `GET ${S}/integration/task/flows`, expect: statusFor(200, 200, 403, 403, 200) },
      {
        route: `GET ${S}/log-entry/:type/:id/list`,
        url: `${S}/log-entry/EVALUATION/${evaluationId}/list`,
        expect: statusFor(200, 404, 403, 403, 200),
      },
      // The Veson system's calls carry a signature, not a session: unsigned is 401 for everyone.
      {
        route: 'POST /integration-veson-:slug/api/port-calls',
        url: '/integration-veson-matrix/api/port-calls',
        body: { externalRef: 'X' },
        expect: everyone(401),
      },
    ];
  },
});
