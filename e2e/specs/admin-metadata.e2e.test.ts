import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { ADMIN_USERNAME } from '../support/demo';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { submittedPda } from '../support/submitted-pda';

// Issue 25, Metadata: an administrator deactivates a catalogue item a submitted DA uses (it cannot
// be deleted), renames one nobody uses, and reads each row's history. The two items are this run's
// own (created through the API), so no other journey's catalogue changes.
const stamp = Date.now() % 1_000_000;
const usedCode = `E2E_USED_${stamp}`;
const spareCode = `E2E_SPARE_${stamp}`;
const M = '/secured/admin/metadata';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await apiLogin(ADMIN_USERNAME);
  const categories = await api<{ items: Array<{ id: number; name: string }> }>(admin, `${M}/expense-categories`, {
    method: 'POST',
    body: { filter: { text: 'Pilotage' } },
  });
  const parentId = categories.items[0]?.id;
  for (const [code, name] of [
    [usedCode, `Mooring boat ${stamp}`],
    [spareCode, `Spare launch ${stamp}`],
  ]) {
    await api(admin, `${M}/expense-items/save`, { method: 'POST', body: { code, name, unit: 'lump sum', parentId } });
  }
  // A submitted DA names the first item: it is in use from now on.
  await submittedPda(
    { manager: await apiLogin('manager@nordic-bulk.example'), agent: await apiLogin('agent@aegean-agency.example') },
    {
      port: { search: 'Piraeus', unlocode: 'GRPIR' },
      voyagePrefix: 'META',
      eta: daysFromToday(20).at(8),
      ets: daysFromToday(22).at(18),
      cargo: 'Grain',
      currency: 'USD',
      rate: '1',
      bankName: 'Piraeus Bank',
      berth: 'Berth 2',
      lines: [{ section: 'PORT_EXPENSES', code: usedCode, amount: '310.00' }],
    },
  );
});
afterAll(async () => browser?.close());

describe('admin metadata', () => {
  it('deactivates an item in use, renames an unused one, and shows each row’s history', async () => {
    const { page } = await openPage(browser);
    await loginThroughForm(page, ADMIN_USERNAME);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Metadata', exact: true }).click();
    await page.getByRole('heading', { name: 'Metadata', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Expense catalogue items' });

    // The item a DA uses: no delete, only deactivation.
    await page.getByRole('searchbox', { name: 'Search' }).fill(usedCode);
    await table.getByText(usedCode).waitFor();
    await table.getByText('In use', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Edit Mooring boat ${stamp}` }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('In use: deactivate it instead of deleting').waitFor();
    expect(await drawer.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    // The switch's input is visually hidden, so it is unchecked with force, which skips waiting for the
    // drawer to stop sliding in: a trial click on Save waits for that first.
    await drawer.getByRole('button', { name: 'Save' }).click({ trial: true });
    await drawer.getByRole('switch', { name: /^Active/ }).uncheck({ force: true });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await table.getByText('Inactive', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Edit Mooring boat ${stamp}` }).click();
    await drawer
      .getByRole('region', { name: 'History' })
      .getByText(/^DEACTIVATE/)
      .waitFor();
    await screenshot(page, 'admin-metadata-deactivated');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // The spare item: renamed, and the rename is in its history.
    await page.getByRole('searchbox', { name: 'Search' }).fill(spareCode);
    await table.getByText(spareCode).waitFor();
    await page.getByRole('button', { name: `Edit Spare launch ${stamp}` }).click();
    await drawer.getByRole('button', { name: 'Delete' }).waitFor();
    await drawer.getByRole('textbox', { name: 'Name' }).fill(`Standby launch ${stamp}`);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await table.getByText(`Standby launch ${stamp}`).waitFor();
    await page.getByRole('button', { name: `Edit Standby launch ${stamp}` }).click();
    const history = drawer.getByRole('region', { name: 'History' });
    await history.getByText(/^RENAME/).waitFor();
    await history.getByText(`name: Spare launch ${stamp} → Standby launch ${stamp}`).waitFor();
    await screenshot(page, 'admin-metadata-history');

    // "Add item" opens the item's own fields, where it belongs (its category) among them (issue 40).
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Add item' }).click();
    const category = drawer.getByRole('combobox', { name: 'Category' });
    await category.click();
    await page
      .getByRole('option', { name: /Pilotage/ })
      .first()
      .click();
    const newCode = `PILOT_BOAT_${stamp}`.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
    await drawer.getByRole('textbox', { name: 'Code' }).fill(newCode);
    await drawer.getByRole('textbox', { name: 'Name' }).fill(`Pilot boat ${stamp}`);
    await drawer.getByRole('textbox', { name: 'Usual unit' }).fill('per trip');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(newCode);
    await table.getByText(`Pilot boat ${stamp}`).waitFor();
  });
});
