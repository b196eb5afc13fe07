import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';

const S = '/da-app/secured';
const publicUrl = '/da-app/public/site-content/pages/careers';
let t: TestApp;
let admin: TestProfile;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompanyWithProfile(t, { type: 'ADMIN', companyName: 'Content Desk' });
});
afterAll(() => t?.close());

describe('public page texts', () => {
  it('publishes versions the public page shows, newest first, with the rich text sanitized', async () => {
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);

    await ok(t, admin, 'POST', `${S}/admin/site-content/pages/careers`, {
      title: 'Work with us',
      lead: 'We are hiring.',
      body: '<p>Open roles</p>',
    });
    const second = await ok<{ version: number; body: string }>(
      t,
      admin,
      'POST',
      `${S}/admin/site-content/pages/careers`,
      {
        title: 'Join the crew',
        lead: 'Two roles open.',
        body: '<p onclick="steal()">Engineers <strong>wanted</strong><script>alert(1)</script></p><a href="x">link</a>',
      },
    );
    expect(second.version).toBe(2);
    expect(second.body).toBe('<p>Engineers <strong>wanted</strong></p>link');

    const shown = await t.app.inject({ method: 'GET', url: publicUrl });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ version: 2, title: 'Join the crew', lead: 'Two roles open.' });

    const versions = await ok<Array<{ version: number; title: string; publishedByName: string | null }>>(
      t,
      admin,
      'GET',
      `${S}/admin/site-content/pages/careers`,
    );
    expect(versions.map((v) => [v.version, v.title])).toEqual([
      [2, 'Join the crew'],
      [1, 'Work with us'],
    ]);
    expect(versions[0]?.publishedByName).toEqual(expect.any(String));
  });

  it('makes the home, FAQ, contact, articles and cookies pages editable the same way', async () => {
    for (const page of ['home', 'faq', 'contact', 'articles', 'cookies']) {
      const url = `/da-app/public/site-content/pages/${page}`;
      expect((await send(t, null, 'GET', url)).statusCode).toBe(404);
      await ok(t, admin, 'POST', `${S}/admin/site-content/pages/${page}`, {
        title: `The ${page} page`,
        lead: 'Lead',
        body: '<p>Edited <strong>text</strong></p>',
      });
      const shown = await send(t, null, 'GET', url);
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toMatchObject({ page, version: 1, title: `The ${page} page` });
    }
  });

  it('refuses a text that is empty once sanitized, and a page that is not editable', async () => {
    const empty = await send(t, admin, 'POST', `${S}/admin/site-content/pages/company`, {
      title: 'Company',
      lead: 'Lead',
      body: '<script>alert(1)</script>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { body: expect.any(String) } });
    const unknown = await send(t, admin, 'POST', `${S}/admin/site-content/pages/pricing`, {
      title: 'Home',
      lead: 'Lead',
      body: '<p>Text</p>',
    });
    expect(unknown.statusCode).toBe(400);
  });
});
