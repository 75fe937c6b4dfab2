import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { mantineTheme } from './mantine-theme';

type Variables = Record<string, string>;

/** The entries of `ours` that Mantine's own stylesheet does not already set to the same value. */
function changedFrom(defaults: Variables, ours: Variables): Variables {
  return Object.fromEntries(Object.entries(ours).filter(([name, value]) => defaults[name] !== value));
}

/**
 * The theme's CSS variables, as MantineProvider would write them into every page. The theme is
 * fixed, so they are worked out once here instead of on each render (a few percent of a
 * server render's CPU); root.tsx writes them and turns the provider's own off.
 */
function themeCssVariablesOf(): string {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, mantineTheme));
  const changed: ConvertCSSVariablesInput = {
    variables: changedFrom(defaults.variables, ours.variables),
    light: changedFrom(defaults.light, ours.light),
    dark: changedFrom(defaults.dark, ours.dark),
  };
  return convertCssVariables(changed);
}

export const themeCssVariables = themeCssVariablesOf();
