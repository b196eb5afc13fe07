import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { followMailLink, waitForMail } from '../support/mailbox';
import { addChoice, choose, chooseWithKeys, textbox as field } from '../support/pickers';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Journey (issue 23): an agency registers through the wizard, confirms its e-mail group through the
// link it receives, uploads its logo and its KYP documents; one administrator records the checks,
// a different one confirms them; the buyer then sees the agency as KYP verified, with the date,
// when it picks agents for an appointment.
const stamp = Date.now();
const AGENCY = `Onboarding Agency ${stamp}`;
const LOGIN = `eleni-${stamp}@onboarding.example`;
const PASSWORD = 'Harbour2026';
const DESK = `desk-${stamp}@onboarding.example`;
const PDF = Buffer.from(`%PDF-1.4\n% ${stamp}\n%%EOF\n`);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('agency onboarding with KYP verification', () => {
  it('registers, confirms its e-mail group, uploads logo and documents, is verified by two admins, and shows as verified', async () => {
    // ---- the agency registers through the wizard ----
    const agency = await openPage(browser, LAPTOP);
    const page = agency.page;
    await page.goto('/authorization');
    await page.getByRole('link', { name: 'Register your company' }).click();
    await page.getByRole('link', { name: /Port agent/ }).click();
    await page.getByText(/^Step 1 of 4/).waitFor();
    await field(page, 'Company name').fill(AGENCY);
    await choose(page, 'Country', 'Greece', 'Greece');
    await choose(page, 'Phone prefix', '+30', '+30 Greece');
    await field(page, 'Company phone').fill('210 555 0142');
    await field(page, 'RFQs e-mail').fill(`rfq-${stamp}@onboarding.example`);
    await field(page, 'Confirm RFQs e-mail').fill(`rfq-${stamp}@onboarding.example`);
    await field(page, 'Orders e-mail').fill(`orders-${stamp}@onboarding.example`);
    await field(page, 'Confirm Orders e-mail').fill(`orders-${stamp}@onboarding.example`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Step 2 of 4/).waitFor();
    await page.getByRole('checkbox', { name: 'Port agent', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Step 3 of 4/).waitFor();
    await addChoice(page, 'Ports you serve', 'Pira', /^Piraeus/);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Step 4 of 4/).waitFor();
    await field(page, 'First name').fill('Eleni');
    await field(page, 'Last name').fill('Onboard');
    await field(page, 'Your e-mail').fill(LOGIN);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Registration received' }).waitFor({ timeout: 20_000 });

    // ---- its settings: an e-mail group, confirmed through the e-mailed link ----
    await page.getByRole('link', { name: 'Go to log in' }).click();
    await loginThroughForm(page, LOGIN, PASSWORD);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByText("Your registration waits for an administrator's review").waitFor();
    await page.getByRole('tab', { name: 'E-mail groups' }).click();
    await page.getByRole('button', { name: 'Create e-mail group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New e-mail group' });
    await dialog.getByRole('textbox', { name: 'Group name' }).fill('RFQ desk');
    await addChoice(dialog, 'Ports', 'Pira', /^Piraeus/);
    await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(DESK);
    await dialog.getByRole('button', { name: 'Create group' }).click();
    const group = page.getByRole('region', { name: 'E-mail group RFQ desk' });
    await group.getByText('Waiting for confirmation').waitFor();
    await page.getByRole('button', { name: 'Submit configuration' }).click();
    await page.getByText('All e-mails must be approved before you submit the configuration').waitFor();
    await screenshot(page, 'onboarding-1-email-group-pending');

    // The desk opens the e-mail and follows its link.
    const mail = await waitForMail(DESK);
    const inbox = await agency.context.newPage();
    await followMailLink(inbox, mail, '/email-confirmation', 'Confirm the address');
    await inbox.getByText(`${DESK} is confirmed for ${AGENCY}.`).waitFor();
    await inbox.close();
    // The RFQs and Orders e-mails typed at registration are e-mail groups of their own, each mailed its link.
    for (const address of [`rfq-${stamp}@onboarding.example`, `orders-${stamp}@onboarding.example`]) {
      const registered = await agency.context.newPage();
      await followMailLink(registered, await waitForMail(address), '/email-confirmation', 'Confirm the address');
      await registered.getByText(`${address} is confirmed for ${AGENCY}.`).waitFor();
      await registered.close();
    }

    await page.getByRole('tab', { name: 'Port addresses' }).click();
    await page.getByRole('tab', { name: 'E-mail groups' }).click();
    await group.getByText('Confirmed', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Submit configuration' }).click();
    await page.getByText(/^Configuration submitted on/).waitFor();
    await expectNoHorizontalScroll(page, 'onboarding-2-email-group-confirmed');
    await screenshot(page, 'onboarding-2-email-group-confirmed');

    // ---- its profile: logo and the four KYP documents ----
    await page.getByRole('link', { name: 'Company profile', exact: true }).click();
    await page.getByRole('tab', { name: 'Logo' }).click();
    const logo = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#0b7285' } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await page.getByRole('img', { name: `${AGENCY} logo` }).waitFor();
    await page.getByText('100 x 100', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'KYP verification' }).click();
    await page.getByText('Documents requested').waitFor();
    for (const document of ['Registration certificate', 'Proof of address', 'Ownership', 'Bank letter']) {
      await chooseWithKeys(page, 'Document', document);
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: `${document}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: 'Add document' }).click();
      await page
        .getByRole('table', { name: 'KYP documents' })
        .getByRole('button', { name: `${document}.pdf` })
        .waitFor();
    }
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.getByText('Submitted for verification', { exact: true }).waitFor();
    await expectNoHorizontalScroll(page, 'onboarding-3-kyp-submitted');
    await screenshot(page, 'onboarding-3-kyp-submitted');
    expect(agency.pageErrors).toEqual([]);

    // ---- the confirming administrator already has the queue open: the case arrives there live ----
    const second = await openPage(browser, LAPTOP);
    await loginThroughForm(second.page, 'kyc@portcall.example');
    await dismissCookieBanner(second.page);
    await second.page.getByRole('link', { name: 'Know your customer' }).first().click();
    await second.page.getByRole('heading', { name: 'Know your customer' }).waitFor();
    await second.page.getByText('To confirm', { exact: true }).click();
    // A loaded machine once ended on "To check" here: the failure then names this step.
    await expect.poll(() => second.page.getByRole('radio', { name: 'To confirm' }).isChecked()).toBe(true);
    await second.page.getByRole('textbox', { name: 'Supplier name' }).fill(AGENCY);
    const toConfirm = second.page.getByRole('button', { name: `Review ${AGENCY}` });
    await second.page.getByText('Nothing matches these filters', { exact: true }).waitFor();

    // ---- the primary verifier records the checks ----
    const first = await openPage(browser, LAPTOP);
    await loginThroughForm(first.page, 'admin@portcall.example');
    await dismissCookieBanner(first.page);
    await first.page.getByRole('link', { name: 'Know your customer' }).first().click();
    await first.page.getByRole('heading', { name: 'Know your customer' }).waitFor();
    await first.page.getByRole('textbox', { name: 'Supplier name' }).fill(AGENCY);
    await first.page.getByRole('button', { name: `Review ${AGENCY}` }).click();
    const drawer = first.page.getByRole('dialog', { name: `Verification of ${AGENCY}` });
    await drawer.getByRole('button', { name: 'Preview Registration certificate' }).click();
    await drawer.locator('iframe[title="Document preview"]').waitFor();
    for (const check of [
      'Company registration matches the certificate',
      'Address proven (not older than three months)',
      'Owners and directors identified',
      'Bank letter matches the company',
      'No sanctions or adverse media',
    ])
      await drawer.getByRole('checkbox', { name: check }).check();
    await screenshot(first.page, 'onboarding-4-primary-checks');
    await drawer.getByRole('button', { name: 'Record checks' }).click();
    await first.page.getByText('Checks recorded', { exact: true }).waitFor();

    // ---- a different administrator confirms, from the queue that showed the case without a reload ----
    await toConfirm.click();
    const confirmDrawer = second.page.getByRole('dialog', { name: `Verification of ${AGENCY}` });
    await confirmDrawer.getByText(/Checks recorded by Alex Morgan/).waitFor();
    await confirmDrawer.getByRole('button', { name: 'Confirm verification' }).click();
    await second.page.getByText('Verification confirmed', { exact: true }).waitFor();
    await screenshot(second.page, 'onboarding-5-verified');
    // The agency, still on its KYP tab, reads the outcome without a reload.
    await expect.poll(() => page.getByText('Submitted for verification', { exact: true }).count()).toBe(0);
    await page.getByText('Verified', { exact: true }).first().waitFor();

    // ---- the administrator approves the registration: buyers find the agency from now on ----
    await page.getByText("Your registration waits for an administrator's review", { exact: true }).waitFor();
    await first.page.getByRole('link', { name: 'Support', exact: true }).click();
    await first.page.getByRole('tab', { name: 'Pending registrations' }).click();
    await first.page.getByRole('searchbox', { name: 'Company' }).fill(AGENCY);
    await first.page.getByRole('button', { name: `Approve ${AGENCY}` }).click();
    await first.page.getByText(`${AGENCY} approved`).first().waitFor();
    // The agency, still on its settings, loses the "waits for review" notice without a reload.
    await expect
      .poll(() => page.getByText("Your registration waits for an administrator's review", { exact: true }).count())
      .toBe(0);

    // ---- the buyer sees the agency as verified while appointing ----
    const buyer = await openPage(browser, LAPTOP);
    await loginThroughForm(buyer.page, 'manager@nordic-bulk.example');
    await dismissCookieBanner(buyer.page);
    await buyer.page.getByRole('link', { name: 'New appointment' }).first().click();
    await buyer.page.getByRole('heading', { name: 'New appointment' }).waitFor();
    const vessel = buyer.page.getByRole('combobox', { name: 'Vessel', exact: true });
    await vessel.click();
    await buyer.page.getByRole('option').first().click();
    await buyer.page
      .getByRole('textbox', { name: 'Voyage number' })
      .fill(`KYP${stamp.toString(36).toUpperCase().slice(-5)}`);
    await buyer.page.getByRole('button', { name: 'Next' }).click();
    await buyer.page.getByRole('form', { name: 'Port call' }).waitFor();
    await buyer.page.getByRole('combobox', { name: 'Agents', exact: true }).click();
    const today = new Date();
    const day = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
    await buyer.page
      .getByRole('option', { name: `${AGENCY} · not KYP verified` })
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await buyer.page.getByRole('option', { name: `${AGENCY} · KYP verified ${day}` }).waitFor();
    await screenshot(buyer.page, 'onboarding-6-buyer-sees-verified');
  });
});
