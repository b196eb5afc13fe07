import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot, waitForApp } from '../support/browser';
import { addChoice, choose, textbox as field } from '../support/pickers';

// operations §2 agent registration wizard (step starts at 1: company details, expertise, ports with
// the worldwide flag, then the account), with every rule of platform-core §5 "Registration" shown
// in its field with the catalogue's wording.
const m = {
  required: 'This field is required!',
  country: 'Please choose a country',
  prefix: 'Please choose a phone prefix',
  email: 'Please insert a valid email!',
  rfqConfirm: 'The RFQs e-mail and its confirmation do not match',
  ordersConfirm: 'The Orders e-mail and its confirmation do not match',
  different: 'The RFQs e-mail and the Orders e-mail must be different',
  category: 'Please choose at least one category',
  port: 'Please choose at least one port',
  password: 'The password must consist of numbers and letters and should have from 6 to 16 characters',
  passwordsMatch: 'Passwords do not match',
  terms: 'You must accept the terms and conditions',
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The message Mantine shows under a field: the element with the input's id plus '-error'. */
async function errorOf(page: Page, name: string, role: 'textbox' | 'combobox' = 'textbox'): Promise<string> {
  const input = page.getByRole(role, { name, exact: true });
  const id = await input.getAttribute('id');
  const error = page.locator(`[id="${id}-error"]`);
  await error.waitFor();
  return ((await error.textContent()) ?? '').trim();
}

const step = (page: Page, n: number) => page.getByText(new RegExp(`^Step ${n} of 4`)).waitFor();

describe('agent registration wizard', () => {
  it('checks every rule in its field, then registers the agency', async () => {
    const { page, pageErrors } = await openPage(browser);
    const stamp = Date.now();
    await page.goto('/authorization/register/agent');
    await waitForApp(page);
    await step(page, 1);
    await screenshot(page, 'register-agent-step-1');

    // Step 1: nothing filled in.
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await errorOf(page, 'Company name')).toBe(m.required);
    expect(await errorOf(page, 'Country', 'combobox')).toBe(m.country);
    expect(await errorOf(page, 'Phone prefix', 'combobox')).toBe(m.prefix);
    expect(await errorOf(page, 'RFQs e-mail')).toBe(m.required);
    expect(await errorOf(page, 'Orders e-mail')).toBe(m.required);
    await screenshot(page, 'register-agent-step-1-errors');

    await field(page, 'Company name').fill(`E2E Agency ${stamp}`);
    await choose(page, 'Country', 'Greece', 'Greece');
    await choose(page, 'Phone prefix', '+30', '+30 Greece');
    await field(page, 'Company phone').fill('210 555 0199');

    // E-mails: invalid, confirmations that differ, then the same mailbox for both.
    await field(page, 'RFQs e-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await errorOf(page, 'RFQs e-mail')).toBe(m.email);

    await field(page, 'RFQs e-mail').fill(`rfq-${stamp}@e2e-agency.example`);
    await field(page, 'Confirm RFQs e-mail').fill(`other-${stamp}@e2e-agency.example`);
    await field(page, 'Orders e-mail').fill(`orders-${stamp}@e2e-agency.example`);
    await field(page, 'Confirm Orders e-mail').fill(`different-${stamp}@e2e-agency.example`);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await errorOf(page, 'Confirm RFQs e-mail')).toBe(m.rfqConfirm);
    expect(await errorOf(page, 'Confirm Orders e-mail')).toBe(m.ordersConfirm);

    await field(page, 'Confirm RFQs e-mail').fill(`rfq-${stamp}@e2e-agency.example`);
    await field(page, 'Orders e-mail').fill(`rfq-${stamp}@e2e-agency.example`);
    await field(page, 'Confirm Orders e-mail').fill(`rfq-${stamp}@e2e-agency.example`);
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await errorOf(page, 'Orders e-mail')).toBe(m.different);

    await field(page, 'Orders e-mail').fill(`orders-${stamp}@e2e-agency.example`);
    await field(page, 'Confirm Orders e-mail').fill(`orders-${stamp}@e2e-agency.example`);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: expertise.
    await step(page, 2);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(m.category).waitFor();
    await screenshot(page, 'register-agent-step-2-errors');
    await page.getByRole('checkbox', { name: 'Port agent', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Husbandry agent', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: ports and the worldwide flag.
    await step(page, 3);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(m.port).waitFor();
    await addChoice(page, 'Ports you serve', 'Pira', /^Piraeus/);
    // Mantine lays the (transparent) input over the whole switch row; it takes the click itself.
    const worldwide = page.getByRole('switch', { name: 'We work worldwide' });
    await worldwide.click({ force: true });
    await expect.poll(() => worldwide.isChecked()).toBe(true);
    await screenshot(page, 'register-agent-step-3');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 4: the account.
    await step(page, 4);
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await errorOf(page, 'First name')).toBe(m.required);
    expect(await errorOf(page, 'Last name')).toBe(m.required);
    expect(await errorOf(page, 'Your e-mail')).toBe(m.required);
    await page.getByText(m.terms).waitFor();

    await field(page, 'First name').fill('Eleni');
    await field(page, 'Last name').fill('Pappa');
    await field(page, 'Your e-mail').fill(`eleni-${stamp}@e2e-agency.example`);
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm password').fill('different1');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await errorOf(page, 'Password')).toBe(m.password);
    expect(await errorOf(page, 'Confirm password')).toBe(m.passwordsMatch);
    await screenshot(page, 'register-agent-step-4-errors');

    await field(page, 'Password').fill('Harbour2026');
    await field(page, 'Confirm password').fill('Harbour2026');
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Registration received' }).waitFor({ timeout: 20_000 });
    await screenshot(page, 'register-agent-done');
    expect(pageErrors).toEqual([]);
  });

  it('puts a server rule (an e-mail already registered) under its field', async () => {
    const { page } = await openPage(browser);
    const stamp = Date.now();
    await page.goto('/authorization/register/agent');
    await waitForApp(page);
    await field(page, 'Company name').fill(`E2E Duplicate ${stamp}`);
    await choose(page, 'Country', 'Greece', 'Greece');
    await choose(page, 'Phone prefix', '+30', '+30 Greece');
    await field(page, 'Company phone').fill('210 555 0198');
    await field(page, 'RFQs e-mail').fill(`rfq-${stamp}@dup.example`);
    await field(page, 'Confirm RFQs e-mail').fill(`rfq-${stamp}@dup.example`);
    await field(page, 'Orders e-mail').fill(`orders-${stamp}@dup.example`);
    await field(page, 'Confirm Orders e-mail').fill(`orders-${stamp}@dup.example`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'Port agent', exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await addChoice(page, 'Ports you serve', 'Pira', /^Piraeus/);
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'First name').fill('Nikos');
    await field(page, 'Last name').fill('Again');
    // The demo agent's login e-mail is taken.
    await field(page, 'Your e-mail').fill('agent@aegean-agency.example');
    await field(page, 'Password').fill('Harbour2026');
    await field(page, 'Confirm password').fill('Harbour2026');
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    const message = await errorOf(page, 'Your e-mail');
    expect(message.length).toBeGreaterThan(0);
    await screenshot(page, 'register-agent-duplicate-email');
  });
});
