import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A text field by its exact label, inside a page, dialog or section. */
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/**
 * Chooses one option of a searchable select: types into it and clicks the first option named so
 * (options open in a portal, so they are looked up on the whole page).
 */
export async function choose(scope: Page | Locator, label: string, typed: string, option: string | RegExp) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  const named = typeof option === 'string' ? { name: option, exact: true } : { name: option };
  await box.page().getByRole('option', named).first().click();
}

/**
 * Picks an option of a searchable select as a keyboard user does: the typed text leaves the option
 * first in the list, ArrowDown marks it, Enter takes it. For a select at the foot of a page that grows
 * while its list is open, where the list can move from under a pointer.
 */
export async function chooseWithKeys(scope: Page | Locator, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(option);
  await box.page().getByRole('option', { name: option, exact: true }).first().waitFor();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe(option);
}

/** Adds one value to a searchable multi-select (a supplier's ports) and closes its list. */
export async function addChoice(scope: Page | Locator, label: string, typed: string, option: string | RegExp) {
  await choose(scope, label, typed, option);
  await scope.getByRole('combobox', { name: label, exact: true }).press('Escape');
}

/** Picks options of a Mantine (multi) select by clicking them in its list, then closes the list. */
export async function chooseEach(page: Page, label: string, options: Array<string | RegExp>) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  for (const option of options) {
    await input.click();
    await page.getByRole('option', { name: option }).first().click();
  }
  await page.keyboard.press('Escape');
}
