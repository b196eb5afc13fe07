import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshot } from '../support/browser';
import { openEvaluationFromDaTool } from '../support/da-tool';
import { expectNoHorizontalScroll, LAPTOP } from '../support/layout';
import { dismissCookieBanner, loginThroughForm } from '../support/session';

// Line benchmarks (issue 44 item 1) by clicking alone: the demo's second buyer, Baltic Tramp
// Shipping, has six earlier final DAs at Piraeus and one in evaluation whose pilotage is 2.3x what
// it used to cost (server/seed/demo-benchmarks.ts, voyage BT2607). Its manager opens that
// evaluation from the DA tool, sees the pilotage line flagged with its reason beside its history,
// and clicks the flag for why.
const MANAGER = 'manager@baltic-tramp.example';
const VOYAGE = 'BT2607';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('line benchmarks on the evaluation page', () => {
  it('an evaluator sees an outlier line flagged with its reason, and clicks for why', async () => {
    const { page, pageErrors } = await openPage(browser, LAPTOP);
    await loginThroughForm(page, MANAGER);
    await dismissCookieBanner(page);
    await openEvaluationFromDaTool(page, VOYAGE);
    await page.getByRole('heading', { name: /^FDA evaluation #\d+/ }).waitFor();

    const port = page.getByRole('table', { name: 'Port expenses lines' });
    const pilotage = port.getByRole('row').filter({ hasText: 'Pilotage inward' });
    const flag = pilotage.getByRole('button', {
      name: /^Outlier: 2\.3x the median of 6 calls of .+ at Piraeus in the last 24 months$/,
    });
    await flag.waitFor();
    await pilotage.getByText(/^Your history: median EUR 802\.50, range 785\.00–815\.00/).waitFor();
    // A line within its history carries its figures and no flag.
    const mooring = port.getByRole('row').filter({ hasText: 'Mooring' }).first();
    await mooring.getByText(/^Your history: median EUR 300\.00/).waitFor();
    expect(await mooring.getByRole('button', { name: /^Outlier/ }).count()).toBe(0);
    await expectNoHorizontalScroll(page, 'line-benchmarks-1-flagged');
    await screenshot(page, 'line-benchmarks-1-flagged');

    await flag.click();
    const why = page.getByRole('dialog', { name: 'Why this line is flagged' });
    await why
      .getByText(/^1,850\.00 EUR against a median of 802\.50 EUR \(10th to 90th percentile 785\.00 to 815\.00\)/)
      .waitFor();
    await why.getByText(/your company's final DAs/).waitFor();
    await screenshot(page, 'line-benchmarks-2-why');
    expect(pageErrors).toEqual([]);
  });
});
