import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { followMailLink, waitForMail } from '../support/mailbox';
import { addChoice, choose, textbox as field } from '../support/pickers';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Journey (issue 23, operations §3 "Filled from a supplier"): a buyer invites an agency that is not on
// Portcall from the agent directory; the agency follows the e-mailed link into a registration wizard
// already holding what the buyer knew (name, city, expertise, ports, contact), completes it, and the
// buyer sees the invitation as registered.
const BUYER = 'manager@nordic-bulk.example';
const stamp = Date.now();
const AGENCY = `Invited Agency ${stamp}`;
const CONTACT = `ops-${stamp}@invited.example`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('inviting an agency', () => {
  it('the buyer invites, the agency registers from the filled wizard, the buyer sees it registered', async () => {
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, BUYER);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Agent directory' }).first().click();
    await page.getByRole('heading', { name: 'Find an agent' }).waitFor();
    await page.getByRole('button', { name: 'Invite an agency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite an agency' });
    await field(dialog, 'Agency name').fill(AGENCY);
    await field(dialog, 'Contact e-mail').fill(CONTACT);
    await field(dialog, "Contact's surname").fill('Vlachos');
    await field(dialog, 'City').fill('Piraeus');
    await choose(dialog, 'Country', 'Greece', 'Greece');
    await addChoice(dialog, 'Ports it serves', 'Pira', /^Piraeus/);
    await addChoice(dialog, 'Expertise', 'Port', 'Port agent');
    await screenshot(page, 'invitation-1-form');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${CONTACT}`).waitFor();
    const invited = page
      .getByRole('table', { name: 'Agencies you invited' })
      .getByRole('row', { name: new RegExp(AGENCY) });
    await invited.getByText('Invited', { exact: true }).waitFor();

    // ---- the agency opens the e-mail in its own browser and follows the link ----
    const mail = await waitForMail(CONTACT);
    const agency = await openPage(browser, LAPTOP);
    const wizard = agency.page;
    await followMailLink(wizard, mail, '/authorization/register/agent', `Register ${AGENCY}`);
    await wizard.getByText(/invited your agency and told us what it knew/).waitFor();
    await dismissCookieBanner(wizard);
    await wizard.getByText(/^Step 1 of 4/).waitFor();
    expect(await field(wizard, 'Company name').inputValue()).toBe(AGENCY);
    expect(await field(wizard, 'City').inputValue()).toBe('Piraeus');
    await screenshot(wizard, 'invitation-2-filled-wizard');
    await choose(wizard, 'Phone prefix', '+30', '+30 Greece');
    await field(wizard, 'Company phone').fill('210 555 0199');
    await field(wizard, 'RFQs e-mail').fill(`rfq-${CONTACT}`);
    await field(wizard, 'Confirm RFQs e-mail').fill(`rfq-${CONTACT}`);
    await field(wizard, 'Orders e-mail').fill(`orders-${CONTACT}`);
    await field(wizard, 'Confirm Orders e-mail').fill(`orders-${CONTACT}`);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText(/^Step 2 of 4/).waitFor();
    expect(await wizard.getByRole('checkbox', { name: 'Port agent', exact: true }).isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText(/^Step 3 of 4/).waitFor();
    await wizard
      .getByText(/^Piraeus/)
      .first()
      .waitFor();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText(/^Step 4 of 4/).waitFor();
    expect(await field(wizard, 'Last name').inputValue()).toBe('Vlachos');
    expect(await field(wizard, 'Your e-mail').inputValue()).toBe(CONTACT);
    await field(wizard, 'First name').fill('Nikos');
    await field(wizard, 'Password').fill('Harbour2026');
    await field(wizard, 'Confirm password').fill('Harbour2026');
    await wizard.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await wizard.getByRole('button', { name: 'Create account' }).click();
    await wizard.getByRole('heading', { name: 'Registration received' }).waitFor({ timeout: 20_000 });
    await agency.context.close();

    // ---- the buyer sees the invitation answered ----
    await page.reload();
    await invited.getByText('Registered', { exact: true }).waitFor();
    await expectNoHorizontalScroll(page, 'invitation-3-registered');
    await screenshot(page, 'invitation-3-registered');
    expect(pageErrors).toEqual([]);
  });
});
