import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../support/axe';
import { baseUrl, launchBrowser, openPage, screenshot } from '../support/browser';
import { daysFromToday } from '../support/dates';
import { downloadByClicking } from '../support/download';
import { LAPTOP } from '../support/layout';
import { apiLogin, dismissCookieBanner, loginThroughForm } from '../support/session';
import { appointedDemoAgent } from '../support/submitted-pda';

// Laytime and claims: from a SOF the agent filled and signed (set up through the API, it is not the
// journey under test), the buyer starts a laytime calculation from the Claims section, corrects the
// rates, calculates, sees the demurrage and its timeline, saves, opens a claim, and, the completion of
// discharge being far enough back that the 30-day mark of the time bar has passed, sees the time-bar
// warning on the claim and in the notifications.
const MANAGER = 'manager@nordic-bulk.example';
const AGENT = 'agent@aegean-agency.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function gql<T>(token: string, query: string, input: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl()}/sof/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { input } }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`SOF set-up: ${JSON.stringify(body)}`);
  return body.data;
}

/** The agent's SOF: events at local port times (Rotterdam), then signatures asked for and given. */
async function signedSof(agent: string, portCallId: number) {
  const local = (days: number, hour: number) => `${daysFromToday(days).iso}T${String(hour).padStart(2, '0')}:00`;
  const events: Array<[string, string, string?]> = [
    ['ARRIVED_PILOT_BOARDING_PLACE', local(-10, 6)],
    ['NOR_TENDERED', local(-10, 8)],
    ['ALL_FAST', local(-10, 10)],
    ['CARGO_OPERATIONS_COMMENCED', local(-10, 12)],
    ['CARGO_OPERATIONS_SUSPENDED', local(-9, 8), 'rain'],
    ['CARGO_OPERATIONS_RESUMED', local(-9, 14)],
    ['CARGO_OPERATIONS_COMPLETED', local(-6, 8)],
    ['LAST_LINE_LET_GO', local(-6, 12)],
    ['COMMENCED_SEA_PASSAGE', local(-6, 14)],
  ];
  const read = await gql<{ sofsByPortCallIds: Array<{ version: number }> }>(
    agent,
    'query($input: [Int!]!) { sofsByPortCallIds(portCallIds: $input) { version } }',
    [portCallId] as unknown as Record<string, unknown>,
  );
  let version = read.sofsByPortCallIds[0]?.version ?? 0;
  for (const [templateCode, timestamp, placeholder] of events) {
    const answer = await gql<{ addEvent: { eventError: string | null; sof: { version: number } } }>(
      agent,
      'mutation($input: AddEventInput!) { addEvent(input: $input) { eventError sof { version } } }',
      { portCallId, version, templateCode, timestamp, ...(placeholder ? { placeholder } : {}) },
    );
    if (answer.addEvent.eventError) throw new Error(answer.addEvent.eventError);
    version = answer.addEvent.sof.version;
  }
  const ready = await gql<{ requestSignatures: { version: number } }>(
    agent,
    'mutation($input: StatusInput!) { requestSignatures(input: $input) { version } }',
    { portCallId, version },
  );
  const signed = await gql<{ signSof: { status: string } }>(
    agent,
    'mutation($input: SignInput!) { signSof(input: $input) { status } }',
    { portCallId, version: ready.requestSignatures.version },
  );
  expect(signed.signSof.status).toBe('SIGNED');
}

describe('laytime and claims', () => {
  it('from a signed SOF the buyer computes laytime, sees demurrage, opens a claim and gets the time-bar warning', async () => {
    const tokens = { manager: await apiLogin(MANAGER), agent: await apiLogin(AGENT) };
    const { portCallId, voyageNumber } = await appointedDemoAgent(tokens, {
      port: { search: 'Rotterdam', unlocode: 'NLRTM' },
      voyagePrefix: 'LAY',
      eta: daysFromToday(-10).at(6),
      ets: daysFromToday(-6).at(14),
      cargo: 'Grain',
    });
    await signedSof(tokens.agent, portCallId);

    const { page, pageErrors } = await openPage(browser, LAPTOP, { bypassCSP: true });
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Claims', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/secured/buyer/claims');
    await page.getByRole('button', { name: 'New laytime calculation' }).click();
    const picker = page.getByRole('dialog', { name: 'New laytime calculation' });
    await picker.getByRole('combobox', { name: 'Port call' }).fill(voyageNumber);
    await page.getByRole('option', { name: new RegExp(voyageNumber) }).click();
    await picker.getByRole('button', { name: 'Read the SOF' }).click();
    await page.waitForURL((url) => url.pathname === `/secured/buyer/claims/laytime/${portCallId}`);
    await page.getByText(/SOF events read \(status SIGNED/).waitFor();

    // NOR 08:00 + 6 h turn time, but work from 12:00: laytime from 12:00; 48 h less the 6 h rain
    // stoppage run out two days later at 18:00; completion three days after the rain at 08:00:
    // 38 h on demurrage = 2,280 min x 20,000 / 1,440 = 31,666.67 USD.
    // Times are picked as the port's clock, with the zone and its offset said beside them.
    const nor = page.getByLabel('NOR tendered', { exact: true });
    expect(await nor.inputValue()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await page
      .getByText(/^Port time, [A-Za-z_/]+ UTC[+-]\d\d:\d\d$/)
      .first()
      .waitFor();
    // A clause fills the excepted periods, which stay editable; SHINC leaves none.
    const clause = page.getByRole('combobox', { name: 'Laytime clause', exact: true });
    const weekly = page.getByRole('textbox', { name: 'Weekly excepted periods' });
    await clause.click();
    await page.getByRole('option', { name: /^SSHEX/ }).click();
    await expect.poll(() => weekly.inputValue()).toBe('SAT 00:00-MON 00:00');
    await clause.click();
    await page.getByRole('option', { name: /^SHINC/ }).click();
    await expect.poll(() => weekly.inputValue()).toBe('');
    // A bad value is marked at its own field in the catalogue's words; nothing is calculated.
    const rate = page.getByRole('textbox', { name: 'Demurrage rate per day' });
    await rate.fill('a lot');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByText('Please insert a rate of zero or more with up to 4 decimals').waitFor();
    expect(await rate.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'laytime-field-error');
    await rate.fill('20000');
    expect(await rate.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByRole('textbox', { name: 'Allowed hours' }).fill('48');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const result = page.getByRole('region', { name: 'Laytime result' });
    await result.getByText('USD 31,666.67').waitFor();
    await expect(result.getByRole('img', { name: /Laytime timeline/ }).isVisible()).resolves.toBe(true);
    await result
      .getByRole('table', { name: 'Laytime statement' })
      .getByText('Deducted: Cargo operations suspended: rain')
      .waitFor();
    await result
      .getByRole('textbox', { name: /^Note from/ })
      .nth(2)
      .fill("Rain stopped the cranes (master's letter)");
    await page.getByRole('button', { name: 'Save calculation' }).click();
    await page.getByRole('button', { name: 'Open a claim' }).waitFor();
    await screenshot(page, 'claims-laytime');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open a claim' }).click();
    const dialog = page.getByRole('dialog', { name: 'New claim' });
    await dialog.getByRole('textbox', { name: 'Counterparty' }).fill('Baltic Grain Charterers');
    // Completion was six days ago; 35 days of time bar leave 29: past the 30-day mark.
    await dialog.getByRole('textbox', { name: 'Time bar (days after completion)' }).fill('35');
    await dialog.getByRole('button', { name: 'Create claim' }).click();
    await page.waitForURL((url) => /^\/secured\/buyer\/claims\/\d+$/.test(url.pathname));
    await page.getByRole('alert').filter({ hasText: 'Time bar warning' }).waitFor();
    await page.getByText('USD 31,666.67').first().waitFor();
    await screenshot(page, 'claims-claim');

    // The warning reached the notifications too; the list shows it sorted by days left.
    await page.reload();
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await page
      .getByRole('dialog')
      .getByText(/Time bar: the demurrage claim against Baltic Grain Charterers/)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Claims', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Time bar warnings' })
      .getByText(/Baltic Grain Charterers/)
      .first()
      .waitFor();
    await page
      .getByRole('table', { name: 'Claims' })
      .getByText(/2[89] days left/)
      .first()
      .waitFor();
    await screenshot(page, 'claims-list');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The position list: reachable from the navigation, exports XLSX.
    await page
      .getByRole('navigation', { name: 'Modules' })
      .getByRole('link', { name: 'Position list', exact: true })
      .click();
    await page.getByRole('table', { name: 'Positions' }).getByText('Nordic Svalbard').waitFor();
    const download = await downloadByClicking(page, page.getByRole('button', { name: 'Export XLSX' }));
    expect(download.suggestedFilename()).toBe('position-list.xlsx');
    await screenshot(page, 'position-list');
    expect(pageErrors).toEqual([]);
  }, 300_000);
});
