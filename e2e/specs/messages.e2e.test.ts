import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { downloadByClicking } from '../support/download';
import { followMailLink, waitForMail } from '../support/mailbox';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent, submittedPda } from '../support/submitted-pda';

// Messages and notifications in real time: the agent and the buyer, each in their own browser
// context, talk on an appointment's conversation and see each other's messages arrive without a
// reload; an evaluation assigned to the buyer arrives as a live notification whose click lands
// where the router says. Set-ups (port call, appointment, a submitted PDA) go through the API.
const MANAGER = 'manager@nordic-bulk.example';
const DEPUTY = 'deputy@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';
// The screens are checked at the laptop size the team works at.
const VIEWPORT = { width: 1366, height: 768 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Logs in through the form, waiting for the header's first unread count, which it then answers. */
async function loginAndReadBadge(page: Page, username: string, name: 'Messages' | 'Notifications') {
  const path = name === 'Messages' ? '/message/unread' : '/notification/unread';
  const first = page.waitForResponse((r) => r.url().endsWith(path), { timeout: 30_000 });
  await loginThroughForm(page, username);
  await first;
  await dismissCookieBanner(page);
  return badge(page, name);
}

/** The unread count a header icon shows. */
async function badge(page: Page, name: 'Messages' | 'Notifications'): Promise<number> {
  const value = await header(page, name).getAttribute('data-count');
  return Number(value);
}

const header = (page: Page, name: 'Messages' | 'Notifications') =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}`) });

const editorOf = (page: Page) => page.getByRole('dialog').locator('.tiptap[contenteditable="true"]');

describe('messages', () => {
  it('the agent writes with an attachment, the buyer sees it live, opens it and answers, the agent sees the answer live', async () => {
    const { appointmentId } = await appointedDemoAgent(
      { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
      {
        port: { search: 'Rotterdam', unlocode: 'NLRTM' },
        voyagePrefix: 'MSG',
        eta: daysFromToday(12).at(8),
        ets: daysFromToday(14).at(18),
        cargo: 'Coal',
      },
    );
    const agent = await openPage(browser, VIEWPORT);
    const buyer = await openPage(browser, VIEWPORT);
    await loginAndReadBadge(agent.page, AGENT, 'Messages');
    const buyerBefore = await loginAndReadBadge(buyer.page, MANAGER, 'Messages');
    await screenshot(buyer.page, 'messages-01-buyer-before');

    // The agent: Messages -> New message -> the appointment -> text and a file -> Send.
    await header(agent.page, 'Messages').click();
    const agentDrawer = agent.page.getByRole('dialog');
    await agentDrawer.getByRole('button', { name: 'New message' }).click();
    const picker = agentDrawer.getByRole('combobox', { name: 'Appointment' });
    await picker.click();
    await picker.fill(`#${appointmentId}`);
    await agent.page.getByRole('option', { name: new RegExp(`^#${appointmentId} `) }).click();
    await agentDrawer.getByText('No messages on this appointment yet', { exact: false }).waitFor();
    await editorOf(agent.page).click();
    await agent.page.keyboard.type('Berth confirmed for ');
    const bold = agentDrawer.getByRole('button', { name: 'Bold' });
    await bold.click();
    // What the writer sees before typing on: the Bold tool pressed.
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await agent.page.keyboard.type('06:00 tomorrow');
    await agentDrawer.locator('input[type="file"]').setInputFiles({
      name: 'notice-of-readiness.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% NOR\n%%EOF\n'),
    });
    await agentDrawer.getByText('notice-of-readiness.pdf').first().waitFor();
    await screenshot(agent.page, 'messages-02-agent-writes');
    await agentDrawer.getByRole('button', { name: 'Send', exact: true }).click();
    const agentLog = agentDrawer.getByRole('log', { name: 'Conversation' });
    await agentLog.getByText('06:00 tomorrow').waitFor();
    await agentLog.getByRole('button', { name: 'Download notice-of-readiness.pdf' }).waitFor();
    await screenshot(agent.page, 'messages-03-agent-sent');

    // The buyer, who did not reload: the badge rises and a toast says who wrote.
    await expect.poll(() => badge(buyer.page, 'Messages'), { timeout: 15_000 }).toBe(buyerBefore + 1);
    await buyer.page.getByText('New message from', { exact: false }).first().waitFor();
    await screenshot(buyer.page, 'messages-04-buyer-badge-live');

    await header(buyer.page, 'Messages').click();
    const buyerDrawer = buyer.page.getByRole('dialog');
    await buyerDrawer
      .getByRole('button', { name: /^Unread message from / })
      .first()
      .waitFor();
    await screenshot(buyer.page, 'messages-05-buyer-inbox');
    await buyerDrawer
      .getByRole('button', { name: /^Unread message from / })
      .first()
      .click();
    const buyerLog = buyerDrawer.getByRole('log', { name: 'Conversation' });
    await buyerLog.getByText('06:00 tomorrow').waitFor();
    await expect.poll(() => badge(buyer.page, 'Messages'), { timeout: 10_000 }).toBe(buyerBefore);
    const download = await downloadByClicking(
      buyer.page,
      buyerLog.getByRole('button', { name: 'Download notice-of-readiness.pdf' }),
    );
    expect(download.suggestedFilename()).toBe('notice-of-readiness.pdf');

    await editorOf(buyer.page).click();
    await buyer.page.keyboard.type('Thank you, noted. Please send the NOR signed.');
    await buyerDrawer.getByRole('button', { name: 'Send', exact: true }).click();
    await buyerLog.getByText('Please send the NOR signed.').waitFor();
    await screenshot(buyer.page, 'messages-06-buyer-answers');

    // The agent's open conversation shows the answer as it arrives.
    await agentLog.getByText('Please send the NOR signed.').waitFor({ timeout: 15_000 });
    await screenshot(agent.page, 'messages-07-agent-sees-answer');
    expect(agent.pageErrors).toEqual([]);
    expect(buyer.pageErrors).toEqual([]);
  });
});

describe('the conversation on the pages of an appointment', () => {
  it('the DA-submitted notification opens the evaluation, the buyer writes from its Messages section, the agent reads it live on the DA page', async () => {
    const { appointmentId, evaluationId, voyageNumber } = await submittedPda(
      { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) },
      {
        port: { search: 'Hamburg', unlocode: 'DEHAM' },
        voyagePrefix: 'CNV',
        eta: daysFromToday(20).at(8),
        ets: daysFromToday(22).at(18),
        cargo: 'Grain',
        currency: 'EUR',
        rate: '1',
        bankName: 'Piraeus Bank',
        berth: 'Burchardkai 7',
        lines: [{ section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '900.00' }],
      },
    );
    const agent = await openPage(browser, VIEWPORT);
    const buyer = await openPage(browser, VIEWPORT);
    await loginAndReadBadge(agent.page, AGENT, 'Messages');
    await loginAndReadBadge(buyer.page, MANAGER, 'Notifications');

    // The buyer was told of the submitted DA; its notification opens the evaluation.
    await header(buyer.page, 'Notifications').click();
    await buyer.page
      .getByRole('dialog')
      .getByRole('button', { name: new RegExp(`^Unread: New PDA to evaluate: .+ V\\.${voyageNumber} at `) })
      .first()
      .click();
    await buyer.page.waitForURL((url) => url.pathname === `/secured/buyer/da-tool/evaluation/${evaluationId}`);
    const buyerSection = buyer.page.getByRole('region', { name: 'Messages' });
    await buyerSection.getByText('No messages on this appointment yet', { exact: false }).waitFor();

    // The agent, from its DA tool list where it landed, opens this appointment's DAs.
    await agent.page.getByLabel(`Open DA for appointment ${appointmentId}`).click();
    await agent.page.waitForURL((url) => url.pathname.endsWith(`/appointment/${appointmentId}/proforma`));
    const agentSection = agent.page.getByRole('region', { name: 'Messages' });
    await agentSection.getByRole('log', { name: 'Conversation' }).waitFor();

    await buyerSection.locator('.tiptap[contenteditable="true"]').click();
    await buyer.page.keyboard.type('Please confirm the port dues tariff.');
    await buyerSection.getByRole('button', { name: 'Send', exact: true }).click();
    await buyerSection
      .getByRole('log', { name: 'Conversation' })
      .getByText('Please confirm the port dues tariff.')
      .waitFor();
    await screenshot(buyer.page, 'messages-08-evaluation-page-conversation');

    await agentSection.getByText('Please confirm the port dues tariff.').waitFor({ timeout: 15_000 });
    await screenshot(agent.page, 'messages-09-da-page-conversation');
    expect(agent.pageErrors).toEqual([]);
    expect(buyer.pageErrors).toEqual([]);
  });
});

describe('notifications', () => {
  it('an evaluation assigned to the buyer arrives live, shows in the drawer and its click opens the evaluation', async () => {
    const managerToken = await apiLogin(MANAGER);
    const { evaluationId } = await submittedPda(
      { manager: managerToken, agent: await apiLogin(AGENT) },
      {
        port: { search: 'Hamburg', unlocode: 'DEHAM' },
        voyagePrefix: 'NTF',
        eta: daysFromToday(30).at(8),
        ets: daysFromToday(32).at(18),
        cargo: 'Grain',
        currency: 'EUR',
        rate: '1',
        bankName: 'Piraeus Bank',
        berth: 'Burchardkai 7',
        lines: [{ section: 'PORT_EXPENSES', code: 'PORT_DUES', amount: '1500.00' }],
      },
    );
    const claims = await api<{ profile: { id: number } }>(managerToken, '/secured/auth/claims');

    const { page, pageErrors } = await openPage(browser, VIEWPORT);
    const before = await loginAndReadBadge(page, MANAGER, 'Notifications');

    // A colleague assigns the evaluation to the manager, who is looking at the dashboard.
    await api(await apiLogin(DEPUTY), '/secured/evaluation/assign', {
      method: 'POST',
      body: { evaluationId, assigneeId: claims.profile.id },
    });
    const line = `DA evaluation #${evaluationId} was assigned to you`;
    await expect.poll(() => badge(page, 'Notifications'), { timeout: 15_000 }).toBe(before + 1);
    await page.getByRole('alert').filter({ hasText: line }).first().waitFor();
    await screenshot(page, 'notifications-01-badge-live');

    await header(page, 'Notifications').click();
    const drawer = page.getByRole('dialog');
    // The filter's radios are visually hidden behind their labels, which are what a user clicks.
    await drawer
      .locator('label')
      .filter({ hasText: /^Evaluation$/ })
      .click();
    await expect.poll(() => drawer.getByRole('radio', { name: 'Evaluation' }).isChecked()).toBe(true);
    const item = drawer.getByRole('button', { name: `Unread: ${line}` });
    await item.waitFor();
    await screenshot(page, 'notifications-02-drawer');
    await item.click();

    await page.waitForURL((url) => url.pathname === `/secured/buyer/da-tool/evaluation/${evaluationId}`);
    await page.getByRole('heading', { name: `PDA evaluation #${evaluationId}` }).waitFor();
    await expect.poll(() => badge(page, 'Notifications'), { timeout: 10_000 }).toBe(before);
    await screenshot(page, 'notifications-03-lands-on-evaluation');
    expect(pageErrors).toEqual([]);
  });

  it("the e-mail's link opens the login, then the page the router answers", async () => {
    const managerToken = await apiLogin(MANAGER);
    const { appointmentId } = await appointedDemoAgent(
      { manager: managerToken, agent: await apiLogin(AGENT) },
      {
        port: { search: 'Rotterdam', unlocode: 'NLRTM' },
        voyagePrefix: 'LNK',
        eta: daysFromToday(40).at(8),
        ets: daysFromToday(42).at(18),
        cargo: 'Coal',
      },
    );
    // The manager follows the link of the e-mail the agent's acceptance sent, before logging in.
    const linkPath = `/secured/notifications/APPOINTMENT/${appointmentId}`;
    const mail = await waitForMail(MANAGER, linkPath);
    const { page, pageErrors } = await openPage(browser, VIEWPORT);
    await followMailLink(page, mail, linkPath, 'Open in Portcall');
    await page.waitForURL((url) => url.pathname.startsWith('/authorization'));
    await loginThroughForm(page, MANAGER);
    // An appointment opens its own page: its letter of appointment, with its actions.
    await page.waitForURL(
      (url) => url.pathname === `/secured/buyer/dashboard/port-calls/appointment/${appointmentId}/official-preview`,
    );
    await dismissCookieBanner(page);
    await page.getByText('Letter of appointment').waitFor();
    await screenshot(page, 'notifications-04-email-link');
    expect(pageErrors).toEqual([]);
  });
});
