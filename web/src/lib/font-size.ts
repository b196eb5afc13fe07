import { FONT_SIZE_COOKIE, fontSizeCookieValues, isFontSize, type TFontSize } from '@portcall/contracts/font-size';

/** Text size preference, kept in the font-size cookie (platform-core §9) and applied as a root class. */
export const fontSizeLabels: Record<TFontSize, string> = {
  default: 'Default',
  'medium-route-font': 'Medium',
  'small-route-font': 'Small',
  'tiny-route-font': 'Tiny',
};

export function readFontSize(): TFontSize {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${FONT_SIZE_COOKIE}=([^;]+)`));
  const value = match?.[1] ? decodeURIComponent(match[1]) : null;
  return isFontSize(value) ? value : 'default';
}

export function applyFontSize(size: TFontSize): void {
  const root = document.documentElement;
  for (const value of fontSizeCookieValues) root.classList.remove(value);
  if (size !== 'default') root.classList.add(size);
}

/** Applies the size; remembers it only when the user's cookie choice allows preference cookies. */
export function chooseFontSize(size: TFontSize, mayRemember: boolean): void {
  applyFontSize(size);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = mayRemember
    ? `${FONT_SIZE_COOKIE}=${encodeURIComponent(size)}; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`
    : `${FONT_SIZE_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
