import { defineMatrix, everyone, onlyAdmin } from '../../test/role-matrix';

export const matrix = defineMatrix({
  rows: () => [
    { route: 'GET /da-app/feature-flags', expect: everyone(200) },
    { route: 'GET /da-app/secured/admin/feature-flags', expect: onlyAdmin(200) },
    {
      route: 'PUT /da-app/secured/admin/feature-flags/:name',
      url: '/da-app/secured/admin/feature-flags/COOKIE_CONSENT',
      body: { status: true },
      expect: onlyAdmin(200),
    },
  ],
});
