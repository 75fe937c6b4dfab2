import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** Mantine's palette with the darkest shades replaced from index `from` on. */
function deepened(name: keyof typeof DEFAULT_THEME.colors, from: number, shades: string[]): MantineColorsTuple {
  const colors = [...DEFAULT_THEME.colors[name]];
  colors.splice(from, shades.length, ...shades);
  return colors as unknown as MantineColorsTuple;
}

/**
 * Polytsia's look: warm paper tones, a deep teal accent, serif headings like a book's.
 *
 * Contrast is settled here so every page meets WCAG AA by construction (docs/decisions/0016):
 * filled colours use shade 8 in both schemes (white on it >= 4.5:1), and the "light" variants'
 * text (shade 9 on shade 1) of the colours we use is deepened to >= 4.5:1. Dimmed text and
 * underlined inline links live in app/styles/global.css.
 */
export const mantineTheme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  colors: {
    teal: deepened('teal', 8, ['#087a5a', '#066b4f']),
    green: deepened('green', 8, ['#237032', '#1b6129']),
    red: deepened('red', 9, ['#b02525']),
    orange: deepened('orange', 9, ['#9a3609']),
    yellow: deepened('yellow', 9, ['#805300']),
  },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Noto Serif", "Times New Roman", serif', fontWeight: '700' },
  breakpoints: { xs: '30em', sm: '48em', md: '62em', lg: '75em', xl: '96.5625em' },
});
