import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mantineTheme } from './mantine-theme';
import { themeCssVariables } from './theme-css-variables';

describe('the theme’s CSS variables', () => {
  it('are the ones MantineProvider itself writes for the theme', () => {
    const markup = renderToStaticMarkup(<MantineProvider theme={mantineTheme}>{null}</MantineProvider>);
    const written = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(markup)?.[1];
    expect(written).toBeTruthy();
    expect(themeCssVariables).toBe(written);
  });

  it('carry the theme’s own colours for both schemes', () => {
    expect(themeCssVariables).toContain('--mantine-color-teal-8: #087a5a');
    expect(themeCssVariables).toMatch(/\[data-mantine-color-scheme="dark"\]/);
  });
});
