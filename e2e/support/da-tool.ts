import type { Page } from 'playwright-core';
import { expectNoHorizontalScroll } from './layout';

/**
 * From any buyer page, as a user gets there: the "DA tool" module, the queue's search for the voyage,
 * then "Open evaluation" on its row.
 */
export async function openEvaluationFromDaTool(page: Page, voyageNumber: string): Promise<void> {
  await page.getByRole('link', { name: 'DA tool', exact: true }).click();
  await page.getByRole('heading', { name: 'Disbursement accounts' }).waitFor();
  await page.getByRole('searchbox', { name: 'Vessel, port, agent or voyage' }).fill(voyageNumber);
  const table = page.getByRole('table', { name: 'Disbursement accounts' });
  const row = table.getByRole('row').filter({ hasText: voyageNumber }).first();
  await row.waitFor();
  await expectNoHorizontalScroll(page, 'the buyer DA tool');
  // While the queue reloads (the search, or a live change such as a payment just made) its overlay
  // takes clicks: a click that lands as it appears opens nothing, and a user clicks again.
  const open = row.getByRole('link', { name: /Open evaluation/ });
  for (let attempt = 0; ; attempt++) {
    await table.and(page.locator('[aria-busy="false"]')).waitFor();
    await open.click();
    const left = await page
      .waitForURL((url) => !url.pathname.endsWith('/da-tool'), { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (left || attempt === 1) return;
  }
}
