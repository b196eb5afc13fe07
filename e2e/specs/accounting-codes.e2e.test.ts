import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot } from '../support/browser';
import { DEMO_PASSWORD } from '../support/demo';
import { downloadByClicking } from '../support/download';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Accounting codes (operations §3, §4, §7): the demo manager keeps the company's
// accounting codes in settings. A CSV with a bad row is refused whole and says which row; a good
// one adds the codes; two are deactivated in bulk; the download has every code with its state.
const MANAGER = 'manager@nordic-bulk.example';
const TAB = '/secured/buyer/settings/accounting-codes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Code = { id: number; code: string; group: string; isActive: boolean };

/** The manager's token and company, for checking what the server holds (not the journey itself). */
async function managerSession(): Promise<{ token: string; companyId: number }> {
  const response = await fetch(`${baseUrl()}/da-app/public/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: MANAGER, password: DEMO_PASSWORD }),
  });
  const session = (await response.json()) as { token: string; profile: { companyId: number } };
  return { token: session.token, companyId: session.profile.companyId };
}

async function codesOf(session: { token: string; companyId: number }): Promise<Code[]> {
  const response = await fetch(`${baseUrl()}/da-app/secured/buyer/${session.companyId}/accounting-codes`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) throw new Error(`accounting codes answered ${response.status}`);
  const grouped = (await response.json()) as Record<string, Code[]>;
  return Object.values(grouped).flat();
}

async function uploadCsv(page: Page, name: string, text: string) {
  const box = page.getByRole('region', { name: 'Upload accounting codes' });
  await box.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await box.getByText(name).waitFor();
  await box.getByRole('button', { name: 'Upload', exact: true }).click();
}

describe('accounting codes', () => {
  it('the buyer uploads codes from CSV, sees row errors, deactivates two in bulk and downloads them', async () => {
    const session = await managerSession();
    const before = await codesOf(session);
    const run = String(Date.now() % 100000);
    const code = (n: number) => `E2E${run}${n}`;

    const { page, pageErrors } = await openPage(browser);
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Accounting codes' }).click();
    await page.waitForURL((url) => url.pathname === TAB);
    await page.getByRole('heading', { name: 'Accounting codes' }).waitFor();

    // A file with one bad row (an unknown group on line 3) is refused whole.
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    await uploadCsv(
      page,
      'bad-codes.csv',
      `code,subAccount,description,group,isActive\n${code(1)},,Port dues,PRINCIPAL_AMOUNT,true\n${code(2)},,Towage,SOMETHING,true\n`,
    );
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Line 3: group must be one of');
    await screenshot(page, 'accounting-codes-row-error');
    expect((await codesOf(session)).length, 'nothing saved').toBe(before.length);

    // The good file adds four codes across the three groups.
    await uploadCsv(
      page,
      'codes.csv',
      [
        'code,subAccount,description,group,isActive',
        `${code(1)},,Port dues,PRINCIPAL_AMOUNT,true`,
        `${code(2)},TOW,Towage,PRINCIPAL_AMOUNT,true`,
        `${code(3)},,Charterer's share,CHARTERER_AMOUNT,true`,
        `${code(4)},,Owner's share,OWNER_AMOUNT,`,
      ].join('\n'),
    );
    await page.getByText('4 code(s) added, 0 updated').waitFor();
    await page.getByRole('region', { name: 'Upload accounting codes' }).waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Accounting codes' });
    // The demo buyer has codes of its own: the table shows this run's.
    await page.getByLabel('Search', { exact: true }).fill(`E2E${run}`);
    for (const n of [1, 2, 3, 4]) await table.getByText(code(n), { exact: true }).waitFor();

    // One code edited in its drawer (read again first, saved with its version).
    await page.getByRole('button', { name: `Edit ${code(2)} / TOW`, exact: true }).click();
    const form = page.getByRole('form', { name: 'Accounting code' });
    const description = form.getByRole('textbox', { name: 'Description' });
    await expect.poll(() => description.inputValue()).toBe('Towage');
    await description.fill('Towage in and out');
    await screenshot(page, 'accounting-codes-edit');
    await form.getByRole('button', { name: 'Save code' }).click();
    await table.getByText('Towage in and out').waitFor();

    // Two codes deactivated at once.
    await page.getByRole('checkbox', { name: `Select ${code(1)}`, exact: true }).check();
    await page.getByRole('checkbox', { name: `Select ${code(3)}`, exact: true }).check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('2 code(s) deactivated').waitFor();
    for (const n of [1, 3])
      await table
        .getByRole('row')
        .filter({ hasText: code(n) })
        .getByText('Inactive')
        .waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: code(2) })
      .getByText('Active', { exact: true })
      .waitFor();
    const saved = (await codesOf(session)).filter((c) => c.code.startsWith(`E2E${run}`));
    expect(
      saved
        .filter((c) => !c.isActive)
        .map((c) => c.code)
        .sort(),
    ).toEqual([code(1), code(3)]);
    await screenshot(page, 'accounting-codes-list');

    // The download has every code, in the upload's columns, with its state.
    const download = await downloadByClicking(page, page.getByRole('button', { name: 'Download CSV' }));
    expect(download.suggestedFilename()).toMatch(/^accounting-codes-\d+\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.split(/\r?\n/)[0]).toBe('code,subAccount,description,group,isActive');
    expect(csv).toContain(`${code(1)},,Port dues,PRINCIPAL_AMOUNT,false`);
    expect(csv).toContain(`${code(2)},TOW,Towage in and out,PRINCIPAL_AMOUNT,true`);
    expect(csv).toContain(`${code(3)},,Charterer's share,CHARTERER_AMOUNT,false`);
    expect(pageErrors).toEqual([]);
  });
});
