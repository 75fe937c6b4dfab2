import { createTheme } from '@mantine/core';

/** Polytsia's look: warm paper tones, a deep teal accent, serif headings like a book's. */
export const mantineTheme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Noto Serif", "Times New Roman", serif', fontWeight: '700' },
  breakpoints: { xs: '30em', sm: '48em', md: '62em', lg: '75em', xl: '96.5625em' },
});
