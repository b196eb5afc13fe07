import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { dismissCookieBanner, loginThroughForm, loginToTerms } from '../support/session';

// Buyer organisation: a MANAGER adds a vessel and a colleague holding the demo region
// rule "Mediterranean only"; the colleague logs in, accepts the terms and sees only the regions the
// rule allows (today the rule restricts ref/profile/rules/regions, the regions offered to them;
// port calls will follow it once they exist, docs/decisions.md "Region rules").
const MANAGER = 'manager@nordic-bulk.example';
const COLLEAGUE = {
  name: 'Elena',
  surname: 'Marino',
  email: 'elena.marino@nordic-bulk.example',
  password: 'Welcome2026',
};
const VESSEL = 'Baltic Tern';

/** An IMO number with a valid check digit (IMO Resolution A.1117(30): weights 7..2, modulo 10). */
function imoFrom(stem: string): string {
  const sum = [...stem].reduce((acc, digit, i) => acc + Number(digit) * (7 - i), 0);
  return `${stem}${sum % 10}`;
}
const VALID_IMO = imoFrom('964321');
const WRONG_CHECK_DIGIT = `${VALID_IMO.slice(0, 6)}${(Number(VALID_IMO[6]) + 1) % 10}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Chooses an option of a Mantine select (or adds one to a multi-select) by its visible label. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, field: string, option: string) {
  await scope.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openTab(page: Page, label: string, path: string) {
  await page.getByRole('tab', { name: label }).click();
  await page.waitForURL((url) => url.pathname === `/secured/buyer/settings/${path}`);
}

describe('buyer settings', () => {
  it('a manager adds a vessel and a user with a region rule, who then sees only what the rule allows', async () => {
    const { page, pageErrors } = await openPage(browser);
    await page.goto('/authorization');
    await dismissCookieBanner(page);
    await loginThroughForm(page, MANAGER);
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/secured/buyer/settings/company');
    await page.getByRole('textbox', { name: 'Company name' }).waitFor();
    await screenshot(page, 'buyer-settings-company');

    // The manager holds no region rule and sees every region, and the company's regions.
    await openTab(page, 'Regions', 'regions');
    await page.getByText('You work in every region').waitFor();
    const regions = page.getByRole('table', { name: 'Regions' });
    await regions.getByRole('cell', { name: 'Mediterranean', exact: true }).waitFor();
    await regions.getByRole('cell', { name: 'North Europe', exact: true }).waitFor();

    // --- a vessel, IMO checked with its check digit before anything is sent ---
    await openTab(page, 'Vessels', 'vessels');
    const vessels = page.getByRole('table', { name: 'Vessels' });
    await vessels.getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Add vessel' }).click();
    const vesselForm = page.getByRole('form', { name: 'New vessel' });
    await vesselForm.getByRole('textbox', { name: 'Vessel name' }).fill(VESSEL);
    await vesselForm.getByRole('textbox', { name: 'IMO number' }).fill(WRONG_CHECK_DIGIT);
    await choose(page, vesselForm, 'Vessel type', 'Bulk carrier');
    await choose(page, vesselForm, 'Size class', 'Supramax');
    await vesselForm.getByRole('textbox', { name: 'Deadweight' }).fill('58200');
    await vesselForm.getByRole('button', { name: 'Add vessel' }).click();
    await vesselForm.getByText('Please insert a valid IMO number (7 digits with a valid check digit)').waitFor();
    await screenshot(page, 'buyer-settings-vessel-invalid-imo');

    await vesselForm.getByRole('textbox', { name: 'IMO number' }).fill(VALID_IMO);
    await vesselForm.getByRole('button', { name: 'Add vessel' }).click();
    await page.getByText(`${VESSEL} added`).waitFor();
    await vesselForm.waitFor({ state: 'detached' });
    // The named filter finds it (and goes back to page 0 of the filtered list).
    await page.getByRole('searchbox', { name: 'Name' }).fill('tern');
    await vessels.getByRole('cell', { name: VALID_IMO }).waitFor();
    await expect.poll(() => vessels.getByRole('row').count()).toBe(2);
    await screenshot(page, 'buyer-settings-vessels');

    // --- a colleague with the DA tool, then the region rule and the new vessel ---
    await openTab(page, 'Users', 'users');
    await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Add user' }).click();
    const userForm = page.getByRole('form', { name: 'New user' });
    await userForm.getByRole('textbox', { name: 'First name' }).fill(COLLEAGUE.name);
    await userForm.getByRole('textbox', { name: 'Last name' }).fill(COLLEAGUE.surname);
    await userForm.getByRole('textbox', { name: 'E-mail' }).fill(COLLEAGUE.email);
    await choose(page, userForm, 'Department', 'Operations');
    await userForm.getByLabel('First password').fill(COLLEAGUE.password);
    await userForm.getByRole('checkbox', { name: 'DA tool' }).check();
    await userForm.getByRole('button', { name: /Dashboard and DA views/ }).click();
    await userForm.getByRole('checkbox', { name: 'DA view', exact: true }).check();
    await screenshot(page, 'buyer-settings-new-user');
    await userForm.getByRole('button', { name: 'Add user' }).click();
    await page.getByText(`${COLLEAGUE.name} ${COLLEAGUE.surname} added`).waitFor();

    // The drawer moves on to the new colleague's rules, teams and vessels.
    const accessForm = page.getByRole('form', { name: 'Rules, teams and vessels' });
    await choose(page, accessForm, 'Region rules', 'Mediterranean only');
    await page.keyboard.press('Escape');
    await choose(page, accessForm, 'Vessels they look after', `${VESSEL} · IMO ${VALID_IMO}`);
    await page.keyboard.press('Escape');
    await accessForm.getByRole('button', { name: 'Save rules, teams and vessels' }).click();
    await page.getByText(`Rules, teams and vessels of ${COLLEAGUE.name} ${COLLEAGUE.surname} saved`).waitFor();
    await screenshot(page, 'buyer-settings-user-access');
    expect(pageErrors).toEqual([]);

    // --- the colleague: terms first, then only the Mediterranean ---
    const colleague = await openPage(browser);
    await colleague.page.goto('/authorization');
    await dismissCookieBanner(colleague.page);
    await loginToTerms(colleague.page, COLLEAGUE.email, COLLEAGUE.password);
    await colleague.page.getByRole('button', { name: 'Accept', exact: true }).click();
    await colleague.page.waitForURL((url) => url.pathname === '/secured/buyer/da-tool');

    await colleague.page.getByRole('link', { name: 'Settings', exact: true }).click();
    await colleague.page.getByRole('tab', { name: 'Regions' }).click();
    const ownRegions = colleague.page.getByRole('alert', { name: 'Your regions' });
    await ownRegions.getByText('Mediterranean only').waitFor();
    await ownRegions.getByText('Mediterranean', { exact: true }).waitFor();
    expect(await colleague.page.getByText('North Europe').count()).toBe(0);
    // A user without SETTINGS_EDIT_USER neither manages people nor reads the company's rules.
    expect(await colleague.page.getByRole('tab', { name: 'Users' }).count()).toBe(0);
    expect(await colleague.page.getByRole('tab', { name: 'Rules' }).count()).toBe(0);
    expect(await colleague.page.getByRole('table', { name: 'Regions' }).count()).toBe(0);
    await screenshot(colleague.page, 'buyer-settings-colleague-regions');

    // The vessel is listed for them, read-only (no SETTINGS_EDIT_VESSEL).
    await colleague.page.getByRole('tab', { name: 'Vessels' }).click();
    await colleague.page.getByRole('table', { name: 'Vessels' }).getByRole('cell', { name: VESSEL }).waitFor();
    expect(await colleague.page.getByRole('button', { name: 'Add vessel' }).count()).toBe(0);
    await screenshot(colleague.page, 'buyer-settings-colleague-vessels');

    // Without SETTINGS_EDIT_COMPANY the company details are shown, not edited.
    await colleague.page.getByRole('tab', { name: 'Company profile' }).click();
    await colleague.page.getByRole('textbox', { name: 'Company name' }).waitFor();
    expect(await colleague.page.getByRole('textbox', { name: 'Company name' }).isDisabled()).toBe(true);
    expect(await colleague.page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await colleague.page.getByRole('button', { name: 'Add department' }).count()).toBe(0);
    await screenshot(colleague.page, 'buyer-settings-colleague-company');

    // A tab they may not open by address answers like any other forbidden section.
    await colleague.page.goto('/secured/buyer/settings/users');
    await colleague.page.waitForURL((url) => url.pathname === '/error-no-access');
    expect(colleague.pageErrors).toEqual([]);
  });

  it('opens each tab by clicking it (each at its own address), sorts on the server and shows server errors under the fields', async () => {
    // The CSP is bypassed only so that axe can be injected for the accessibility check of each tab.
    const { page, pageErrors } = await openPage(browser, undefined, { bypassCSP: true });
    await page.goto('/authorization');
    await dismissCookieBanner(page);
    await loginThroughForm(page, MANAGER);

    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Teams', exact: true }).click();
    const teams = page.getByRole('table', { name: 'Teams' });
    await teams
      .getByRole('cell', { name: /Mediterranean desk/ })
      .first()
      .waitFor();
    const nameHeader = teams.getByRole('columnheader', { name: /Team/ });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => teams.getByRole('row').nth(1).textContent()).toContain('North Europe desk');

    // Team names are unique in any letter case: the server's 409 lands under the name field.
    await page.getByRole('button', { name: 'Add team' }).click();
    const teamForm = page.getByRole('form', { name: 'New team' });
    await teamForm.getByRole('textbox', { name: 'Team name' }).fill('mediterranean DESK');
    await teamForm.getByRole('button', { name: 'Add team' }).click();
    await teamForm.getByText('A team with this name already exists').first().waitFor();
    await screenshot(page, 'buyer-settings-team-name-taken');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await teamForm.waitFor({ state: 'detached' });

    const tabs = [
      { path: 'company', label: 'Company profile', ready: () => page.getByRole('textbox', { name: 'Company name' }) },
      {
        path: 'users',
        label: 'Users',
        ready: () => page.getByRole('table', { name: 'Users' }).getByText('Ingrid Halvorsen'),
      },
      {
        path: 'billing-companies',
        label: 'Billing companies',
        ready: () => page.getByRole('table', { name: 'Billing companies' }).getByText('Nordic Bulk Carriers AS'),
      },
      {
        path: 'vessels',
        label: 'Vessels',
        ready: () => page.getByRole('table', { name: 'Vessels' }).getByText('Nordic Aurora'),
      },
      {
        path: 'teams',
        label: 'Teams',
        ready: () => page.getByRole('table', { name: 'Teams' }).getByText('North Europe desk'),
      },
      {
        path: 'fleets',
        label: 'Fleets',
        ready: () => page.getByRole('cell', { name: 'Handy and Supramax', exact: true }),
      },
      { path: 'regions', label: 'Regions', ready: () => page.getByRole('cell', { name: 'North Europe', exact: true }) },
      {
        path: 'rules',
        label: 'Rules',
        ready: () => page.getByRole('cell', { name: 'Mediterranean only', exact: true }),
      },
    ];
    for (const tab of tabs) {
      // Each tab is reached by clicking it, and has its own address.
      await page.getByRole('tab', { name: tab.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/secured/buyer/settings/${tab.path}`);
      await tab.ready().waitFor();
      await screenshot(page, `buyer-settings-tab-${tab.path}`);
      expect(await seriousA11yViolations(page), tab.path).toEqual([]);
    }
    // A fleet is a named group of vessels, added with its vessels in the same group form as a team.
    await openTab(page, 'Fleets', 'fleets');
    await page.getByRole('button', { name: 'Add fleet' }).click();
    const fleetForm = page.getByRole('form', { name: 'New fleet' });
    await fleetForm.getByRole('textbox', { name: 'Fleet name' }).fill('Aurora trade');
    await fleetForm.getByRole('combobox', { name: 'Vessels', exact: true }).click();
    await page.getByRole('option', { name: /^Nordic Aurora · IMO/ }).click();
    await page.keyboard.press('Escape');
    await fleetForm.getByRole('button', { name: 'Add fleet' }).click();
    await page.getByText('Aurora trade added').waitFor();
    await page
      .getByRole('row', { name: /Aurora trade/ })
      .getByText('Nordic Aurora')
      .waitFor();

    // A colleague's drawer shows what they hold: the demo user has the DA tool and the region rule.
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Maja Solberg' }).click();
    const details = page.getByRole('form', { name: 'User details' });
    await details.getByRole('textbox', { name: 'First name' }).waitFor();
    expect(await details.getByRole('checkbox', { name: 'DA tool' }).isChecked()).toBe(true);
    expect(await details.getByRole('checkbox', { name: 'Position list' }).isChecked()).toBe(false);
    await screenshot(page, 'buyer-settings-user-details');
    await page.getByRole('tab', { name: 'Rules, teams and vessels' }).click();
    await page.getByRole('form', { name: 'Rules, teams and vessels' }).getByText('Mediterranean only').waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // The bare settings address opens the first tab.
    await page.goto('/secured/buyer/settings');
    await page.waitForURL((url) => url.pathname === '/secured/buyer/settings/company');
    expect(pageErrors).toEqual([]);
  });
});
