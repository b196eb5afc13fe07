import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The screen the DA journeys are checked at: a common office laptop. */
export const LAPTOP = { width: 1366, height: 768 };

/**
 * The page does not scroll sideways: the document is no wider than the window. On failure it
 * names the widest elements that stick out on the right, so the culprit is found without a picture.
 */
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const limit = root.clientWidth;
    const sticking = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ el, right }) => right > limit + 1 && el.getClientRects().length > 0)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(
        ({ el, right }) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (right ${Math.round(right)})`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: limit, sticking };
  });
  expect(
    overflow.scrollWidth <= overflow.clientWidth,
    `${where} scrolls sideways at ${overflow.clientWidth} px: ${overflow.scrollWidth} px wide; ${overflow.sticking.join(', ')}`,
  ).toBe(true);
}

/**
 * Nothing inside the page's main area scrolls sideways either (a table in its scroll container
 * hides a row's last buttons without moving the page): no sideways scroll at LAPTOP size.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const wide = Array.from(document.querySelectorAll<HTMLElement>('main, main *')).filter(
      // Visually hidden helpers (1 px wide) clip on purpose, and so does a switch's track around its
      // thumb; anything else a person sees must not scroll.
      (el) =>
        el.clientWidth > 20 &&
        el.scrollWidth > el.clientWidth + 1 &&
        getComputedStyle(el).overflowX !== 'visible' &&
        !el.closest('.mantine-Switch-root'),
    );
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      scrollers: wide.map((el) => el.className.toString().slice(0, 60)),
    };
  });
  expect(overflow).toEqual({ page: 0, scrollers: [] });
}
