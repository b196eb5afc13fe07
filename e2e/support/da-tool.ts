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
  const row = page.getByRole('row').filter({ hasText: voyageNumber }).first();
  await row.waitFor();
  await expectNoHorizontalScroll(page, 'the buyer DA tool');
  await row.getByRole('link', { name: /Open evaluation/ }).click();
}
