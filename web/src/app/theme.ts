import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

const fontFamily =
  'Inter, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Roboto, Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 6 },
  colors: { navy },
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
