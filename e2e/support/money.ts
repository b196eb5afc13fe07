import type { Page } from 'playwright-core';

/** Cents of an amount as the pages write it ("EUR 1,250.75", "-12.50"), exact: no float. */
export function cents(text: string): bigint {
  const match = /(-?)([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const [, sign, whole = '0', fraction = '00'] = match;
  const value = BigInt(whole.replaceAll(',', '')) * 100n + BigInt(fraction);
  return sign ? -value : value;
}

/** An amount in cents as the pages write it: "EUR 1,250.75". */
export function money(currency: string, amount: bigint): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${currency} ${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * The balance of a buyer's account in one currency on the cash-flow panel of the Financial page
 * (0 when the account is not open yet): other journeys and the demo pay too, so a journey reads it
 * before it acts and expects its own change on top.
 */
export async function accountBalance(page: Page, currency: string): Promise<bigint> {
  const panel = page.getByRole('heading', { name: 'Cash flow' });
  await panel.waitFor();
  const card = page.getByLabel(`${currency} account`);
  // The panel answers "No payment or adjustment yet" or its account cards once loaded.
  await page
    .getByLabel(/^[A-Z]{3} account$/)
    .or(page.getByText(/^No payment or adjustment yet/))
    .first()
    .waitFor();
  if ((await card.count()) === 0) return 0n;
  return cents((await card.textContent()) ?? '');
}
