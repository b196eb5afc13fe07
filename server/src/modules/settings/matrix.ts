import { createOrganisation } from '../../test/buyer-scenario';
import { defineMatrix, type MatrixRow, signedIn } from '../../test/role-matrix';
import type { ActorName } from '../../test/scenario';

const S = '/da-app/secured';
const status = (buyerA: number, buyerB: number, admin: number, others = 403): Record<ActorName, number> => ({
  anonymous: 401,
  buyerA,
  buyerB,
  agent: others,
  vendor: others,
  admin,
});
/** Any buyer reads its own company's: both buyers 200, everyone else 403. */
const ownCompany = (code = 200) => status(code, code, 403);
/** A row or {buyerId} of buyer A: buyer B gets 404; support administrators reach it. */
const buyerAOrSupport = (code = 200) => status(code, 404, code);
const buyerAOnly = (code = 200) => status(code, 404, 403);

/**
 * Settings routes for each caller. Creates run with a valid body: buyer A creates (201), buyer B
 * is refused with 404 (the row or buyerId is A's) and the administrator, who reaches buyer A too,
 * then meets the name rule (409), which proves the call got past access and scope.
 */
export const matrix = defineMatrix({
  prepare: async (t, actors) => createOrganisation(t, actors.buyerA),
  rows: (f, actors): MatrixRow[] => {
    const buyerA = actors.buyerA.companyId;
    const colleague = f.colleague.profileId;
    const user = {
      id: colleague,
      name: 'Test',
      surname: 'Colleague',
      email: f.colleague.username,
      role: 'USER',
      departmentId: f.departmentId,
      products: [],
      authorities: [],
      isEnabled: true,
    };
    const billing = {
      id: f.billingCompanyId,
      name: 'Billing entity matrix',
      street: '1 Akti Miaouli',
      city: 'Piraeus',
      countryId: f.greeceId,
    };
    return [
      { route: `GET ${S}/buyer/settings/profile`, expect: ownCompany() },
      { route: `POST ${S}/buyer/settings/profile/save`, body: { hiddenFields: ['LAYCAN'] }, expect: ownCompany() },
      { route: `GET ${S}/buyer/settings/buyer-hidden-fields`, expect: ownCompany() },
      {
        route: `GET ${S}/buyer/settings/buyer-user/:buyerProfileId/load`,
        url: `${S}/buyer/settings/buyer-user/${colleague}/load`,
        expect: buyerAOnly(),
      },
      { route: `POST ${S}/buyer/settings/buyer-user/save`, body: user, expect: buyerAOnly() },
      { route: `POST ${S}/buyer/settings/buyer-user/create`, body: {}, expect: ownCompany(400) },
      {
        route: `GET ${S}/buyer/settings/billing-company/:id/load`,
        url: `${S}/buyer/settings/billing-company/${f.billingCompanyId}/load`,
        expect: buyerAOnly(),
      },
      { route: `POST ${S}/buyer/settings/billing-company/save`, body: billing, expect: buyerAOnly() },
      { route: `POST ${S}/buyer/settings/billing-company/create`, body: {}, expect: ownCompany(400) },
      { route: `POST ${S}/buyer/settings/department/create`, body: {}, expect: ownCompany(400) },
      {
        route: `POST ${S}/buyer/settings/department/save`,
        body: { id: f.departmentId, name: 'Operations matrix', abbreviation: 'OPM' },
        expect: buyerAOnly(),
      },
      { route: `GET ${S}/ref/buyer-departments`, expect: ownCompany() },
      { route: `GET ${S}/ref/buyer-eligible-departments`, expect: ownCompany() },
      { route: `GET ${S}/ref/roles`, expect: signedIn(200) },

      {
        route: `GET ${S}/buyers/:buyerId/teams`,
        url: `${S}/buyers/${buyerA}/teams?size=5&property=name`,
        expect: buyerAOrSupport(),
      },
      {
        route: `GET ${S}/buyers/:buyerId/teams/:teamId`,
        url: `${S}/buyers/${buyerA}/teams/${f.teamId}`,
        expect: buyerAOrSupport(),
      },
      {
        route: `POST ${S}/buyers/:buyerId/teams`,
        url: `${S}/buyers/${buyerA}/teams`,
        body: { name: 'Matrix team' },
        expect: status(201, 404, 409),
      },
      {
        route: `PATCH ${S}/buyers/:buyerId/teams/:teamId`,
        url: `${S}/buyers/${buyerA}/teams/${f.teamId}`,
        body: { description: 'Handles Mediterranean calls' },
        expect: buyerAOrSupport(),
      },
      {
        route: `GET ${S}/buyer-profile/:id/load`,
        url: `${S}/buyer-profile/${colleague}/load`,
        expect: buyerAOrSupport(),
      },
      {
        route: `GET ${S}/buyer-profile/:id/load-buyer-teams`,
        url: `${S}/buyer-profile/${colleague}/load-buyer-teams`,
        expect: buyerAOrSupport(),
      },
      {
        route: `POST ${S}/buyer-profile/save-buyer-teams`,
        body: { profileId: colleague, teamIds: [f.teamId] },
        expect: buyerAOrSupport(),
      },

      {
        route: `GET ${S}/regions`,
        url: `${S}/regions?buyerId=${buyerA}&page=0&size=10&property=name&direction=ASC`,
        expect: buyerAOrSupport(),
      },
      { route: `GET ${S}/region/:id`, url: `${S}/region/${f.regionId}`, expect: buyerAOrSupport() },
      {
        route: `PUT ${S}/region`,
        body: { buyerId: buyerA, name: 'Matrix region', countryIds: [f.greeceId] },
        expect: status(201, 404, 409),
      },
      {
        route: `POST ${S}/region`,
        body: { id: f.regionId, name: 'Mediterranean matrix', state: 'ACTIVE', countryIds: [f.greeceId, f.italyId] },
        expect: buyerAOrSupport(),
      },
      { route: `GET ${S}/ref/buyer/:id/regions`, url: `${S}/ref/buyer/${buyerA}/regions`, expect: buyerAOrSupport() },
      { route: `GET ${S}/ref/profile/rules/regions`, expect: ownCompany() },
      { route: `GET ${S}/rules`, url: `${S}/rules?buyerId=${buyerA}&size=1000&page=0`, expect: buyerAOrSupport() },
      { route: `GET ${S}/rule/entity-types`, expect: status(200, 200, 200) },
      { route: `GET ${S}/rule/:id`, url: `${S}/rule/${f.ruleId}`, expect: buyerAOrSupport() },
      {
        route: `PUT ${S}/rule`,
        body: { buyerId: buyerA, name: 'Matrix rule', regionIds: [f.regionId] },
        expect: status(201, 404, 409),
      },
      {
        route: `POST ${S}/rule`,
        body: { id: f.ruleId, name: 'Mediterranean only matrix', state: 'ACTIVE', regionIds: [f.regionId] },
        expect: buyerAOrSupport(),
      },
      {
        route: `POST ${S}/profile/rules`,
        body: { profileId: colleague, ruleIds: [f.ruleId] },
        expect: buyerAOrSupport(),
      },
    ];
  },
});
