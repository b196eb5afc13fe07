import { defineMatrix, everyone, onlyAdmin, signedIn } from '../../test/role-matrix';

export const matrix = defineMatrix({
  rows: () => [
    { route: 'POST /da-app/public/registration/buyer', body: {}, expect: everyone(400) },
    { route: 'POST /da-app/public/registration/agent', body: {}, expect: everyone(400) },
    { route: 'POST /da-app/public/registration/vendor', body: {}, expect: everyone(400) },
    {
      route: 'POST /da-app/secured/account/accept-terms-and-conditions',
      body: { accepted: true, documentVersion: '1.0' },
      expect: signedIn(200),
    },
    { route: 'GET /da-app/secured/account/company/load', expect: signedIn(200) },
    {
      route: 'POST /da-app/secured/supplier/search',
      url: '/da-app/secured/supplier/search?useCase=APPOINTMENT',
      body: { text: 'agent' },
      expect: { anonymous: 401, buyerA: 200, buyerB: 200, agent: 403, vendor: 403, admin: 200 },
    },
    {
      route: 'POST /da-app/secured/buyer/supplier-invitations',
      body: {},
      expect: { anonymous: 401, buyerA: 400, buyerB: 400, agent: 403, vendor: 403, admin: 403 },
    },
    {
      route: 'GET /da-app/secured/buyer/supplier-invitations',
      expect: { anonymous: 401, buyerA: 200, buyerB: 200, agent: 403, vendor: 403, admin: 403 },
    },
    {
      route: 'GET /da-app/public/registration/invitation/:token',
      url: '/da-app/public/registration/invitation/no-such-token',
      expect: everyone(404),
    },
    // Registration review is the administrators' (ADMIN_SUPPORT); no supplier or buyer reviews one.
    { route: 'GET /da-app/secured/admin/registrations', expect: onlyAdmin(200) },
    {
      route: 'POST /da-app/secured/admin/registrations/:companyId/approve',
      url: '/da-app/secured/admin/registrations/999999999/approve',
      expect: onlyAdmin(404),
    },
    {
      route: 'POST /da-app/secured/admin/registrations/:companyId/reject',
      url: '/da-app/secured/admin/registrations/999999999/reject',
      body: { reason: 'Documents missing' },
      expect: onlyAdmin(404),
    },
    // An empty body is refused by validation only after access passed: admins lack SETTINGS_EDIT_COMPANY.
    { route: 'POST /da-app/secured/account/company/save', body: {}, expect: { ...signedIn(400), admin: 403 } },
  ],
});
