import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// The port directory by clicking alone: the demo buyer opens it from the sidebar, asks in plain words
// for tanker ports in Greece with a drydock, sees the filters the server understood, opens Eleusis and
// reads its map (drawn offline) and the agent serving it.
const BUYER = 'manager@nordic-bulk.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the port directory', () => {
  it('finds ports by a plain-language prompt and shows a port with its map and suppliers', async () => {
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, BUYER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Port directory' }).first().click();
    await page.getByRole('heading', { name: 'Find a port' }).waitFor();

    await page.getByRole('textbox', { name: 'Describe the ports' }).fill('tanker ports in Greece with a drydock');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const chips = page.getByRole('group', { name: 'Understood filters' });
    for (const label of ['Tanker', 'Greece', 'Drydock']) await chips.getByText(label, { exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Ports' });
    await table.getByRole('link', { name: 'Eleusis' }).waitFor();
    await table.getByRole('link', { name: 'Piraeus' }).waitFor();
    await expect.poll(() => table.getByRole('link', { name: 'Agio Theodoroi' }).count()).toBe(0);
    await expectNoHorizontalScroll(page, 'port-directory-1-search');
    await screenshot(page, 'port-directory-1-search');

    // Removing a chip widens the search again: without "Drydock", Agioi Theodoroi's refinery appears.
    await chips.getByRole('button', { name: 'Remove filter Drydock' }).click();
    await table.getByRole('link', { name: 'Agio Theodoroi' }).waitFor();

    await table.getByRole('link', { name: 'Eleusis' }).click();
    await page.getByRole('heading', { name: 'Eleusis', level: 1 }).waitFor();
    const map = page.getByRole('img', { name: 'Map of Eleusis' });
    await map.waitFor();
    await expect.poll(() => map.locator('[data-testid="map-terminal"]').count()).toBe(2);
    expect(await map.locator('[data-testid="map-anchorage"]').count()).toBe(1);
    // The coastline is drawn from the bundled Natural Earth shapes (no tile server).
    await expect.poll(() => map.locator('path').count()).toBeGreaterThan(0);
    const suppliers = page.getByRole('table', { name: 'Suppliers at the port' });
    await suppliers.getByRole('cell', { name: 'Aegean Port Agency' }).waitFor();
    await page.getByRole('table', { name: 'Terminals' }).getByRole('cell', { name: 'Elefsis Shipyards' }).waitFor();
    await expectNoHorizontalScroll(page, 'port-directory-2-port');
    await screenshot(page, 'port-directory-2-port');
    expect(pageErrors).toEqual([]);
  });
});
