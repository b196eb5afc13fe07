import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';

let t: TestApp;
let admin: TestProfile;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
});
afterAll(() => t?.close());

const flags = async () =>
  (await t.app.inject({ method: 'GET', url: '/da-app/feature-flags?userId=1' })).json() as Array<{
    featureFlagName: string;
    featureFlagStatus: boolean;
  }>;

describe('feature flags', () => {
  it('lists the maintenance and cookie-consent flags to anyone', async () => {
    expect(await flags()).toEqual(
      expect.arrayContaining([
        { featureFlagName: 'MAINTENANCE_MODE', featureFlagStatus: false },
        { featureFlagName: 'COOKIE_CONSENT', featureFlagStatus: true },
      ]),
    );
  });

  it('an admin turns maintenance on and off, each change audited', async () => {
    const on = await t.app.inject({
      method: 'PUT',
      url: '/da-app/secured/admin/feature-flags/MAINTENANCE_MODE',
      headers: bearer(admin),
      payload: { status: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      featureFlagName: 'MAINTENANCE_MODE',
      featureFlagStatus: true,
      updatedBy: admin.profileId,
    });
    expect((await flags()).find((f) => f.featureFlagName === 'MAINTENANCE_MODE')?.featureFlagStatus).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: '/da-app/secured/admin/feature-flags/MAINTENANCE_MODE',
      headers: bearer(admin),
      payload: { status: false },
    });
    expect((await flags()).find((f) => f.featureFlagName === 'MAINTENANCE_MODE')?.featureFlagStatus).toBe(false);
    const audit = await t.database.db.select().from(auditLog);
    expect(
      audit.filter((a) => a.entity === 'feature_flag' && a.entityId === 'MAINTENANCE_MODE').map((a) => a.action),
    ).toEqual(['ENABLE', 'DISABLE']);
  });

  it('an unknown flag is 404 and an admin without ADMIN_SYSTEM is refused', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/da-app/secured/admin/feature-flags/NOPE',
      headers: bearer(admin),
      payload: { status: true },
    });
    expect(unknown.statusCode).toBe(404);
    const support = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_SUPPORT'] });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/da-app/secured/admin/feature-flags',
      headers: bearer(support),
    });
    expect(refused.statusCode).toBe(403);
  });
});
