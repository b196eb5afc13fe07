import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** Deep-sea navy for structure and primary actions; the built-in teal for accents and success. */
const navy: MantineColorsTuple = [
  '#eef3fa',
  '#dce5f2',
  '#b5c8e4',
  '#8aa9d5',
  '#668ec8',
  '#4f7dc0',
  '#3f71b6',
  '#2f5f9f',
  '#1f4a82',
  '#0b2545',
];

/** Relative luminance of a #rrggbb colour (WCAG 2.1). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The colour darkened in small steps until its luminance is at most `target`. */
function darkenTo(hex: string, target: number): string {
  let rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let out = hex;
  while (luminance(out) > target) {
    rgb = rgb.map((c) => Math.floor(c * 0.94));
    out = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return out;
}

/**
 * The built-in palettes with their darkest shades made dark enough for text (axe, WCAG AA 4.5:1):
 * shade 9 is the text of light badges and buttons on shade 1, shade 8 the ground of filled ones
 * under white text (our primary shade) and the `c="x.8"` texts, and gray 6 the dimmed text; Mantine's
 * orange, teal, green and yellow are at 3.6-4.3:1 there. Luminance 0.13 reads at 4.9:1 on the
 * lightest tint, 0.15 at 5.25:1 on white, 0.16 at 5:1.
 */
const textShades: Record<number, number> = { 6: 0.16, 7: 0.16, 8: 0.15, 9: 0.13 };
const readablePalettes = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, shades]) => [
      name,
      shades.map((shade, i) => darkenTo(shade, textShades[i] ?? 1)) as unknown as MantineColorsTuple,
    ]),
);

const fontFamily =
  'Inter, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Roboto, Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 6 },
  colors: { ...readablePalettes, navy },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { radius: 'md' } },
    PasswordInput: { defaultProps: { radius: 'md' } },
    Select: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'md' } },
    Table: { defaultProps: { verticalSpacing: 'sm', highlightOnHover: true } },
  },
});
