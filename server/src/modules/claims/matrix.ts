import { ok } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow, statusFor } from '../../test/role-matrix';
import { portCallWithSof, S, savedCalculation } from './scenario';

const calculateBody = {
  currency: 'USD',
  demurrageRatePerDay: '20000',
  allowance: { hours: '24' },
  norTenderedAt: '2026-03-02T08:00:00+01:00',
  completedAt: '2026-03-03T14:00:00+01:00',
  timeZone: 'Europe/Amsterdam',
};

/**
 * Claims and the position list are buyer A's (buyer B: 404 on A's rows); the calculator is pure, so
 * any buyer with CLAIMS may call it. Suppliers and administrators: 403.
 */
export const matrix = defineMatrix({
  prepare: async (t, actors) => {
    const { portCallId } = await portCallWithSof(t, actors.buyerA);
    const calculation = await savedCalculation(t, actors.buyerA, portCallId);
    const claim = await ok<{ id: number; version: number }>(t, actors.buyerA, 'POST', `${S}/claims`, {
      portCallId,
      counterparty: 'Matrix Charterers',
      type: 'DEMURRAGE',
      currency: 'USD',
      calculationId: calculation.id,
      // Far from its time bar, whatever the day the matrix runs.
      timeBarDays: 3650,
    });
    return { portCallId, calculationId: calculation.id, claimId: claim.id };
  },
  rows: (f): MatrixRow[] => {
    const own = statusFor(200, 404, 403, 403, 403);
    const pc = `${S}/claims/port-calls/${f.portCallId}`;
    return [
      { route: `POST ${S}/claims/laytime/calculate`, body: calculateBody, expect: statusFor(200, 200, 403, 403, 403) },
      {
        route: `POST ${S}/claims/laytime/calculate-reversible`,
        body: { parts: [calculateBody, calculateBody] },
        expect: statusFor(200, 200, 403, 403, 403),
      },
      { route: `GET ${S}/claims/port-calls`, expect: statusFor(200, 200, 403, 403, 403) },
      { route: `GET ${S}/claims/port-calls/:portCallId/laytime`, url: `${pc}/laytime`, expect: own },
      {
        route: `PUT ${S}/claims/port-calls/:portCallId/laytime`,
        url: `${pc}/laytime`,
        body: { body: calculateBody, notes: [] },
        expect: own,
      },
      { route: `GET ${S}/claims/laytime/:id`, url: `${S}/claims/laytime/${f.calculationId}`, expect: own },
      { route: `GET ${S}/claims/port-calls/:portCallId/charter-terms`, url: `${pc}/charter-terms`, expect: own },
      {
        route: `PUT ${S}/claims/port-calls/:portCallId/charter-terms`,
        url: `${pc}/charter-terms`,
        body: { currency: 'USD', demurrageRatePerDay: '20000', allowance: { hours: '48' }, timeBarDays: 90 },
        expect: own,
      },
      { route: `GET ${S}/claims`, expect: statusFor(200, 200, 403, 403, 403) },
      {
        route: `POST ${S}/claims`,
        body: {
          portCallId: f.portCallId,
          counterparty: 'Other Charterers',
          type: 'OTHER',
          amount: '100',
          currency: 'USD',
        },
        expect: own,
      },
      { route: `GET ${S}/claims/:id`, url: `${S}/claims/${f.claimId}`, expect: own },
      {
        route: `POST ${S}/claims/:id/state`,
        url: `${S}/claims/${f.claimId}/state`,
        body: { state: 'SUBMITTED', version: 0 },
        expect: own,
      },
      { route: `GET ${S}/claims/:id/pdf`, url: `${S}/claims/${f.claimId}/pdf`, expect: own },
      {
        route: `POST ${S}/claims/:id/documents`,
        url: `${S}/claims/${f.claimId}/documents`,
        body: { kind: 'NOR' },
        // A JSON body carries no file: 400 for the owner, the scope answers before for others.
        expect: statusFor(400, 404, 403, 403, 403),
      },
      {
        route: `GET ${S}/claims/:id/documents/:documentId`,
        url: `${S}/claims/${f.claimId}/documents/999999`,
        expect: statusFor(404, 404, 403, 403, 403),
      },
      { route: `GET ${S}/position-list`, expect: statusFor(200, 200, 403, 403, 403) },
      { route: `GET ${S}/position-list/export`, expect: statusFor(200, 200, 403, 403, 403) },
    ];
  },
});
