import { ok } from '../../test/buyer-scenario';
import { defineMatrix, everyone, onlyAdmin, signedIn } from '../../test/role-matrix';
import { createCompanyWithProfile } from '../../test/scenario';

const S = '/da-app/secured';

/**
 * The admin console: every route is an administrator's (a buyer, agent or vendor gets 403). Writes
 * aim at rows that do not exist or change nothing, so the matrix leaves the data as it was.
 */
export const matrix = defineMatrix({
  // A buyer who allowed support to act as them (canBeHijacked), for the mode-switch row.
  async prepare(t, actors) {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Switchable Shipping' });
    await ok(t, actors.admin, 'POST', `${S}/admin-profiles/save`, {
      id: buyer.profileId,
      name: 'Test',
      surname: 'Switchable',
      email: buyer.username,
      status: 'ACTIVE',
      role: 'MANAGER',
      canBeHijacked: true,
      isEnabled: true,
      isEmailMuted: false,
      isNotificationMuted: false,
    });
    return { switchable: buyer.profileId };
  },
  rows: ({ switchable }, actors) => [
    { route: `POST ${S}/admin-profiles/all`, body: {}, expect: onlyAdmin(200) },
    {
      route: `POST ${S}/admin-profiles/save`,
      body: {
        id: 999_999_999,
        name: 'A',
        surname: 'B',
        email: 'a@b.example',
        status: 'ACTIVE',
        role: 'USER',
        canBeHijacked: false,
        isEnabled: true,
        isEmailMuted: false,
        isNotificationMuted: false,
      },
      expect: onlyAdmin(404),
    },
    {
      route: `GET ${S}/admin-profile/:id/load`,
      url: `${S}/admin-profile/${actors.buyerA.profileId}/load`,
      expect: onlyAdmin(200),
    },
    {
      route: `POST ${S}/profile/save-login-details`,
      body: { profileId: actors.buyerA.profileId },
      expect: onlyAdmin(200),
    },
    {
      route: `GET ${S}/admin-profiles/:id/buyer-profiles/companies`,
      url: `${S}/admin-profiles/${actors.admin.profileId}/buyer-profiles/companies`,
      expect: onlyAdmin(200),
    },
    {
      route: `GET ${S}/ref/admin-profiles/:id/buyer-profiles/regions`,
      url: `${S}/ref/admin-profiles/${actors.admin.profileId}/buyer-profiles/regions`,
      expect: onlyAdmin(200),
    },
    {
      route: `POST ${S}/admin-profiles/:id/mode-switch`,
      url: `${S}/admin-profiles/${switchable}/mode-switch`,
      expect: onlyAdmin(200),
    },
    // Only a switched session may return; an ordinary one is told it is not one.
    { route: `POST ${S}/mode-switch/return`, expect: signedIn(400) },
    { route: `GET ${S}/admin/system/login-locks`, expect: onlyAdmin(200) },
    { route: `GET ${S}/admin/system/outbox`, expect: onlyAdmin(200) },
    {
      route: `GET ${S}/admin/system/outbox/:id`,
      url: `${S}/admin/system/outbox/999999999`,
      expect: onlyAdmin(404),
    },
    {
      route: `POST ${S}/admin/system/outbox/:id/resend`,
      url: `${S}/admin/system/outbox/999999999/resend`,
      expect: onlyAdmin(409),
    },
    { route: `GET ${S}/admin/system/jobs`, expect: onlyAdmin(200) },
    {
      route: `POST ${S}/admin/system/jobs/:id/retry`,
      url: `${S}/admin/system/jobs/999999999/retry`,
      expect: onlyAdmin(409),
    },
    { route: `GET ${S}/admin/audit-log`, expect: onlyAdmin(200) },
    { route: `GET ${S}/admin/audit-log/export`, expect: onlyAdmin(200) },
    { route: `GET ${S}/admin/site-content/terms`, expect: onlyAdmin(200) },
    {
      route: `GET ${S}/admin/integrations`,
      url: `${S}/admin/integrations?buyerId=${actors.buyerA.companyId}`,
      expect: onlyAdmin(200),
    },
    // An integration config that does not exist: nothing changes.
    {
      route: `PUT ${S}/admin/integrations/:buyerId/:integrationConfigId`,
      url: `${S}/admin/integrations/${actors.buyerA.companyId}/999999999`,
      body: { isEnabled: true },
      expect: onlyAdmin(404),
    },
    {
      route: `GET ${S}/admin/site-content/pages/:page`,
      url: `${S}/admin/site-content/pages/company`,
      expect: onlyAdmin(200),
    },
    // An empty text publishes nothing.
    {
      route: `POST ${S}/admin/site-content/pages/:page`,
      url: `${S}/admin/site-content/pages/company`,
      body: { title: 'Matrix', lead: 'Matrix', body: '' },
      expect: onlyAdmin(400),
    },
    // Nobody published the privacy page here: everyone is told so (the web shows the built-in text).
    {
      route: 'GET /da-app/public/site-content/pages/:page',
      url: '/da-app/public/site-content/pages/privacy',
      expect: everyone(404),
    },
    // Publishing would send every actor to the terms page: a malformed version changes nothing.
    {
      route: `POST ${S}/admin/site-content/terms`,
      body: { version: 'not a version', summary: 'Matrix' },
      expect: onlyAdmin(400),
    },
  ],
});
