import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';

// Issue 6 journey: the demo agent submits a PDA with attachments on the demo's accepted appointment
// (Piraeus, voyage NB2601); the buyer opens its evaluation, verifies, splits a line between owner and
// charterer and approves. There is no "DAs to evaluate" list call on the server, so the buyer opens the
// evaluation by the id the submitted DA carries (evaluationId).
const BUYER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';

let browser: Browser;
/** Shared by the two journeys: the PDA's appointment and the agent's token. */
let appointmentId = 0;
let agentToken = '';
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

function pdf(name: string) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) };
}

/** Adds a catalogue line to a section, types its amount and attaches one supporting file. */
async function addCatalogueLine(page: Page, section: string, item: string, amount: string) {
  const box = page.getByRole('region', { name: section });
  await choose(page, `Add from catalogue (${section.toLowerCase()})`, item, item.slice(0, 8));
  const input = box.getByRole('textbox', { name: `Amount of ${item}` });
  await input.fill(amount);
  await input.blur();
  const row = box.getByRole('row').filter({ hasText: item });
  await row.locator('input[type=file]').setInputFiles(pdf(`${item}.pdf`));
  await row.getByText(`${item}.pdf`).first().waitFor();
}

describe('disbursement accounts', () => {
  it('the agent submits a PDA with attachments, the buyer verifies, splits and approves', async () => {
    agentToken = await apiLogin(AGENT);
    const appointments = await api<{ items: { id: number; portCall: { port: { unlocode: string } } }[] }>(
      agentToken,
      '/secured/agent/appointments?state=ACCEPTED&size=100',
    );
    const appointment = appointments.items.find((a) => a.portCall.port.unlocode === 'GRPIR');
    expect(appointment, 'the demo has an accepted appointment at Piraeus').toBeDefined();
    appointmentId = appointment?.id as number;
    // A USD account to be paid into (set-up, not the journey: bank accounts have their own screen).
    await api(agentToken, '/secured/bank-account/save', {
      method: 'POST',
      body: {
        currency: 'USD',
        bankName: 'Piraeus Bank',
        beneficiaryName: 'Aegean Port Agency',
        iban: 'GR1601101250000000012300695',
        swift: 'PIRBGRAA',
      },
    });

    // ---- the agent prepares and submits the PDA ----
    const agent = await openPage(browser);
    const page = agent.page;
    await loginThroughForm(page, AGENT);
    await dismissCookieBanner(page);
    await page.goto(`/secured/agent/da-tool/appointment/${appointmentId}/proforma`);
    await page.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();
    await page.getByText('Nordic', { exact: false }).first().waitFor();

    await choose(page, 'Terminal', /Container Terminal Pier I$/);
    await page.getByRole('textbox', { name: 'Berth' }).fill('Pier I, berth 3');
    await choose(page, 'Bank account', /Piraeus Bank/);

    await addCatalogueLine(page, 'Port expenses', 'Pilotage inward', '1250.50');
    await addCatalogueLine(page, 'Agency expenses', 'Agency fee', '1000');
    await expect.poll(() => page.getByLabel('DA total').textContent()).toBe('USD 2,250.50');

    // An additional item needs a name and an amount (platform-core §5).
    await page
      .getByRole('region', { name: 'Husbandry expenses' })
      .getByRole('button', { name: 'Add additional item' })
      .click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Amount is required').waitFor();
    await screenshot(page, 'disbursements-pda-invalid');

    const husbandry = page.getByRole('region', { name: 'Husbandry expenses' });
    await husbandry.getByRole('textbox', { name: 'Additional item name' }).fill('Launch hire for crew');
    const extra = husbandry.getByRole('textbox', { name: 'Amount of Launch hire for crew' });
    await extra.fill('0.30');
    await extra.blur();
    await husbandry.locator('input[type=file]').setInputFiles(pdf('launch.pdf'));
    await husbandry.getByText('launch.pdf').first().waitFor();
    await expect.poll(() => page.getByLabel('DA total').textContent()).toBe('USD 2,250.80');

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('A submitted DA is read-only.').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByLabel('DA total').textContent()).toBe('USD 2,250.80');
    await screenshot(page, 'disbursements-pda-submitted');
    expect(agent.pageErrors).toEqual([]);

    const proformas = await api<{ type: string; status: string; evaluationId: number | null }[]>(
      agentToken,
      `/secured/agent/appointment/${appointmentId}/proformas`,
    );
    const evaluationId = proformas.find((p) => p.type === 'PDA' && p.status === 'SUBMITTED')?.evaluationId;
    expect(evaluationId).toBeTruthy();

    // ---- the buyer evaluates ----
    const buyer = await openPage(browser);
    const bpage = buyer.page;
    await loginThroughForm(bpage, BUYER);
    await dismissCookieBanner(bpage);
    await bpage.goto(`/secured/buyer/da-tool/evaluation/${evaluationId}`);
    await bpage.getByRole('heading', { name: `PDA evaluation #${evaluationId}` }).waitFor();
    expect(await bpage.getByLabel('Evaluation total').textContent()).toBe('USD 2,250.80');
    expect(await bpage.getByLabel('Port expenses total').textContent()).toBe('USD 1,250.50');

    // Verify the pilotage as quoted.
    await bpage.getByRole('button', { name: 'Actions for Pilotage inward' }).click();
    await bpage.getByRole('menuitem', { name: 'Verify' }).click();
    await bpage.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
    await bpage.getByRole('dialog').waitFor({ state: 'hidden' });
    const port = bpage.getByRole('region', { name: 'Port expenses' });
    await port.getByRole('row').filter({ hasText: 'Pilotage inward' }).getByText('Verified').waitFor();

    // Split the agency fee: 400 to the charterer, the rest to the owner.
    await bpage.getByRole('button', { name: 'Actions for Agency fee' }).click();
    await bpage.getByRole('menuitem', { name: 'Split owner / charterer' }).click();
    await bpage.getByRole('textbox', { name: 'Charterer amount' }).fill('400');
    await expect.poll(() => bpage.getByLabel('Owner amount').textContent()).toContain('600.00');
    await bpage.getByRole('dialog').getByRole('button', { name: 'Split' }).click();
    await bpage.getByRole('dialog').waitFor({ state: 'hidden' });
    const agency = bpage.getByRole('region', { name: 'Agency expenses' });
    await agency.getByText('↳ Charterer').waitFor();
    await agency.getByText('↳ Owner').waitFor();

    // Each child is verified, then everything verified is approved at once.
    for (const child of ['Charterer', 'Owner']) {
      await agency
        .getByRole('row')
        .filter({ hasText: `↳ ${child}` })
        .getByRole('button', { name: /Actions for/ })
        .click();
      await bpage.getByRole('menuitem', { name: 'Verify' }).click();
      await bpage.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
      await bpage.getByRole('dialog').waitFor({ state: 'hidden' });
    }
    await bpage.getByRole('button', { name: 'Approve verified (3)' }).click();
    await agency.getByRole('row').filter({ hasText: '↳ Charterer' }).getByText('Approved').waitFor();
    await port.getByRole('row').filter({ hasText: 'Pilotage inward' }).getByText('Approved').waitFor();
    await screenshot(bpage, 'disbursements-evaluation-approved');
    expect(buyer.pageErrors).toEqual([]);
  });

  it('the agent submits the FDA and the buyer sees the variance against the PDA', async () => {
    expect(appointmentId, 'runs after the PDA journey').toBeGreaterThan(0);
    const agent = await openPage(browser);
    const page = agent.page;
    await loginThroughForm(page, AGENT);
    await dismissCookieBanner(page);
    await page.goto(`/secured/agent/da-tool/appointment/${appointmentId}/proforma`);
    await page.getByRole('button', { name: 'New DA' }).click();
    await page.getByRole('heading', { name: 'New DA' }).waitFor();
    // With a submitted PDA the new DA starts as the final one.
    await page.getByRole('textbox', { name: 'Sailing date' }).waitFor();
    await choose(page, 'Terminal', /Container Terminal Pier I$/);
    await page.getByRole('textbox', { name: 'Berth' }).fill('Pier I, berth 3');
    await choose(page, 'Bank account', /Piraeus Bank/);
    await page.getByRole('textbox', { name: 'Sailing date' }).fill(daysFromToday(4).iso);
    await page.locator('input[type=file][name="documents"]').setInputFiles(pdf('sof.pdf'));
    await page.getByText('sof.pdf').first().waitFor();
    await addCatalogueLine(page, 'Port expenses', 'Pilotage inward', '1400');
    await addCatalogueLine(page, 'Agency expenses', 'Agency fee', '900');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('A submitted DA is read-only.').waitFor({ timeout: 20_000 });
    await screenshot(page, 'disbursements-fda-submitted');

    const proformas = await api<{ type: string; status: string; evaluationId: number | null }[]>(
      agentToken,
      `/secured/agent/appointment/${appointmentId}/proformas`,
    );
    const evaluationId = proformas.find((p) => p.type === 'FDA' && p.status === 'SUBMITTED')?.evaluationId;
    expect(evaluationId).toBeTruthy();

    const buyer = await openPage(browser);
    const bpage = buyer.page;
    await loginThroughForm(bpage, BUYER);
    await dismissCookieBanner(bpage);
    await bpage.goto(`/secured/buyer/da-tool/evaluation/${evaluationId}`);
    await bpage.getByRole('heading', { name: `FDA evaluation #${evaluationId}` }).waitFor();
    const variance = bpage.getByRole('region', { name: 'PDA vs FDA variance' });
    await variance.waitFor();
    const pilotage = variance.getByRole('row').filter({ hasText: 'Pilotage inward' });
    await pilotage.getByText('+149.50').waitFor();
    await variance.getByRole('row').filter({ hasText: 'Agency fee' }).getByText('-100.00').waitFor();
    await expect.poll(() => variance.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    // The linked PDA is listed and selected.
    await expect
      .poll(() =>
        bpage
          .getByRole('checkbox', { name: /Link PDA/ })
          .first()
          .isChecked(),
      )
      .toBe(true);
    await bpage.getByRole('button', { name: 'Check budget' }).click();
    await bpage.getByText('Out of budget').waitFor();
    await screenshot(bpage, 'disbursements-fda-variance');
    expect(buyer.pageErrors).toEqual([]);
  });
});
