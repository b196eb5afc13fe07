/**
 * Font-size preference cookie (platform-core §9): its name and the values it may hold. No imports:
 * the web app applies it at start-up, before any page, so it must not bring decimal.js or zod along.
 */
export const FONT_SIZE_COOKIE = 'font-size';
export const fontSizeCookieValues = ['default', 'medium-route-font', 'small-route-font', 'tiny-route-font'] as const;
export type TFontSize = (typeof fontSizeCookieValues)[number];

export function isFontSize(value: unknown): value is TFontSize {
  return typeof value === 'string' && (fontSizeCookieValues as readonly string[]).includes(value);
}
