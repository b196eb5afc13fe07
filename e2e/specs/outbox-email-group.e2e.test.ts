import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage, screenshot } from '../support/browser';
import { LAPTOP } from '../support/layout';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Mail an operator can read (issue 40): a new agency's RFQs e-mail becomes an e-mail group whose
// confirmation link an administrator opens from the outbox (no mail catcher needed), and the
// agency's settings show the address confirmed. The registration is set up through the public API
// (its page is the first journey of supplier-to-first-request).
const ADMIN = 'admin@portcall.example';
const PASSWORD = 'Harbour2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function registerAgency(stamp: number) {
  const ref = async (path: string) =>
    (await (await fetch(`${baseUrl()}/da-app/public/ref/${path}`)).json()) as Array<{ label: string; value: string }>;
  const greece = Number((await ref('countries')).find((c) => c.label === 'Greece')?.value);
  const piraeus = Number((await ref('filter/ports?filter=GRPIR'))[0]?.value);
  const category = Number((await ref('agent-types'))[0]?.value);
  const form = {
    companyName: `Outbox Agency ${stamp}`,
    countryId: greece,
    phone: { countryId: greece, number: '210 555 0101' },
    firstName: 'Sofia',
    lastName: 'Mavrou',
    email: `sofia-${stamp}@outbox-agency.example`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    termsAccepted: true,
    rfqEmail: `rfq-${stamp}@outbox-agency.example`,
    confirmRfqEmail: `rfq-${stamp}@outbox-agency.example`,
    ordersEmail: `orders-${stamp}@outbox-agency.example`,
    confirmOrdersEmail: `orders-${stamp}@outbox-agency.example`,
    portIds: [piraeus],
    categoryIds: [category],
    isWorldwide: false,
  };
  const response = await fetch(`${baseUrl()}/da-app/public/registration/agent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(form),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  return form;
}

describe('outbox to a confirmed e-mail group', () => {
  it('the administrator opens the confirmation e-mail in the outbox, follows its link, the agency sees it confirmed', async () => {
    const stamp = Date.now();
    const agency = await registerAgency(stamp);

    // ---- the administrator: System management -> E-mail outbox -> open the e-mail ----
    const admin = await openPage(browser, LAPTOP);
    const page = admin.page;
    await loginThroughForm(page, ADMIN);
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: 'System management', exact: true }).first().click();
    await page.getByRole('tab', { name: 'E-mail outbox' }).click();
    await page.getByRole('searchbox', { name: 'Recipient' }).fill(agency.rfqEmail);
    const outbox = page.getByRole('table', { name: 'E-mail outbox' });
    const subject = `Confirm ${agency.rfqEmail} for ${agency.companyName}`;
    await outbox.getByText(subject).waitFor();
    await page.getByRole('button', { name: `Open ${subject} to ${agency.rfqEmail}` }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await dialog.getByText(`${agency.companyName} added ${agency.rfqEmail} to its e-mail groups.`).waitFor();
    await screenshot(page, 'outbox-email-open');

    // The link in the message opens the public confirmation page in a new tab.
    const [confirmation] = await Promise.all([
      admin.context.waitForEvent('page'),
      dialog.getByRole('link', { name: 'Confirm the address' }).click(),
    ]);
    await confirmation.getByText(`${agency.rfqEmail} is confirmed for ${agency.companyName}.`).waitFor();
    await screenshot(confirmation, 'outbox-email-confirmed');
    expect(admin.pageErrors).toEqual([]);

    // ---- the agency: Settings -> E-mail groups shows the RFQs address confirmed ----
    const agent = await openPage(browser, LAPTOP);
    const agentPage = agent.page;
    await loginThroughForm(agentPage, agency.email, PASSWORD);
    await dismissCookieBanner(agentPage);
    await agentPage
      .getByRole('region', { name: 'Getting started' })
      .getByRole('link', { name: 'E-mail groups' })
      .click();
    await agentPage.waitForURL((url) => url.pathname === '/secured/agent/settings');
    const rfqRow = agentPage.getByText(agency.rfqEmail, { exact: true }).locator('xpath=..');
    await rfqRow.getByText('Confirmed', { exact: true }).waitFor();
    const ordersRow = agentPage.getByText(agency.ordersEmail, { exact: true }).locator('xpath=..');
    await ordersRow.getByText('Waiting for confirmation').waitFor();
    await screenshot(agentPage, 'outbox-email-group-confirmed');
    expect(agent.pageErrors).toEqual([]);
  }, 180_000);
});
