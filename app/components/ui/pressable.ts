import { DEFAULT_THEME, mergeMantineTheme, type MantineColor, type MantineRadius } from '@mantine/core';
import { mantineTheme } from '../../lib/mantine-theme';
import type { PolymorphicOwnProps } from './light-element';
import { rootProps } from './style-props';

export type Variant = 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'transparent' | 'white';

/** What the button-like primitives (Button, ActionIcon) take alike. */
export interface PressableOwnProps extends PolymorphicOwnProps {
  variant?: Variant;
  color?: MantineColor;
  radius?: MantineRadius | number;
  disabled?: boolean;
  /** An ActionIcon that can show a loader is Mantine's own component; Button draws it. */
  loading?: never;
}

const theme = mergeMantineTheme(DEFAULT_THEME, mantineTheme);
const resolved = new Map<string, ReturnType<typeof theme.variantColorResolver>>();

/** A variant's colours as the theme's resolver gives them, resolved once per pair (a page uses a few). */
export function colorsOf(variant: Variant, color: MantineColor = theme.primaryColor) {
  const key = `${variant} ${color}`;
  let colors = resolved.get(key);
  if (!colors) {
    colors = theme.variantColorResolver({ color, theme, variant });
    resolved.set(key, colors);
  }
  return colors;
}

const variableNames = new Map<string, { bg: string; hover: string; color: string; bd: string; hoverColor: string }>();

/** A prefix's colour variable names, joined once. */
function namesOf(prefix: string) {
  let names = variableNames.get(prefix);
  if (!names) {
    names = {
      bg: `${prefix}-bg`,
      hover: `${prefix}-hover`,
      color: `${prefix}-color`,
      bd: `${prefix}-bd`,
      hoverColor: `${prefix}-hover-color`,
    };
    variableNames.set(prefix, names);
  }
  return names;
}

/**
 * `vars` with the colour variables of a button-like component added (`--button-bg`… for prefix
 * `--button`). Like Mantine, only the text colour is set when neither a variant nor a colour is given.
 */
export function withVariantVars(
  vars: Record<string, string | number | undefined>,
  prefix: string,
  variant: Variant | undefined,
  color: MantineColor | undefined,
) {
  const colors = colorsOf(variant ?? 'filled', color);
  const tinted = color !== undefined || variant !== undefined;
  const names = namesOf(prefix);
  vars[names.bg] = tinted ? colors.background : undefined;
  vars[names.hover] = tinted ? colors.hover : undefined;
  vars[names.color] = colors.color;
  vars[names.bd] = tinted ? colors.border : undefined;
  vars[names.hoverColor] = tinted ? colors.hoverColor : undefined;
  return vars;
}

/**
 * The root attributes of a button-like primitive (`classes`: its own, `vars`: its variables,
 * `own`: the props it reads itself): a button's type, the focus ring and the press effect, the
 * variant and the disabled state. A loading one is disabled too, but styled as disabled only when
 * it is (as Mantine does).
 */
export function pressableRootProps(
  props: Omit<PressableOwnProps, 'loading'> & { loading?: boolean },
  own: ReadonlySet<string>,
  classes: string,
  vars: Record<string, string | number | undefined>,
) {
  const { component = 'button', variant, disabled, loading } = props;
  const inactive = disabled || loading;
  const leading = inactive ? 'mantine-focus-auto' : 'mantine-focus-auto mantine-active';
  const attributes = rootProps(props, { leading, own: classes }, vars, own);
  if (component === 'button' && !('type' in attributes)) attributes.type = 'button';
  attributes.disabled = inactive;
  attributes['data-variant'] = variant;
  attributes['data-disabled'] = disabled || undefined;
  return attributes;
}

/** The props every button-like primitive reads itself rather than writing them out. */
export const PRESSABLE_OWN = ['component', 'variant', 'color', 'radius', 'disabled', 'loading', 'children'];
