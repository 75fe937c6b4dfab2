import { DEFAULT_THEME, rem, type MantineBreakpoint, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { CSSProperties } from 'react';

/*
 * The subset of Mantine's style props that the light primitives take, resolved to the same inline
 * styles and classes as Mantine's Box does (core/Box/style-props), without its hooks. Responsive
 * values (`{ base, sm }`) are left to Mantine's own components: they need a generated class.
 */

type Spacing = MantineSpacing | number | (string & {});
type TextColor = 'dimmed' | 'bright' | MantineColor;

export interface LightStyleProps {
  m?: Spacing;
  mt?: Spacing;
  mb?: Spacing;
  mx?: Spacing;
  my?: Spacing;
  p?: Spacing;
  pt?: Spacing;
  pb?: Spacing;
  px?: Spacing;
  py?: Spacing;
  w?: Spacing;
  h?: Spacing;
  miw?: Spacing;
  maw?: Spacing;
  mih?: Spacing;
  c?: TextColor;
  fw?: CSSProperties['fontWeight'];
  fz?: MantineSpacing | number;
  ff?: 'text' | 'monospace' | 'heading';
  lh?: MantineSpacing | number;
  ta?: CSSProperties['textAlign'];
  tt?: CSSProperties['textTransform'];
  fs?: CSSProperties['fontStyle'];
  lts?: number | string;
  flex?: CSSProperties['flex'];
  visibleFrom?: MantineBreakpoint;
  hiddenFrom?: MantineBreakpoint;
}

const FONT_FAMILIES = {
  text: 'var(--mantine-font-family)',
  monospace: 'var(--mantine-font-family-monospace)',
  heading: 'var(--mantine-font-family-headings)',
} as const;

const themeSpacing = new Set(Object.keys(DEFAULT_THEME.spacing));
const themeSizes = new Set(Object.keys(DEFAULT_THEME.fontSizes));
const themeColors = new Set(Object.keys(DEFAULT_THEME.colors));

type Resolve = (value: never) => string | number;

const spacing = (value: Spacing) =>
  typeof value === 'string' && themeSpacing.has(value) ? `var(--mantine-spacing-${value})` : rem(value);
const identity = (value: string | number) => value;
const textColor = (value: TextColor) => {
  if (value === 'dimmed' || value === 'bright') return `var(--mantine-color-${value})`;
  return themeColors.has(value) ? `var(--mantine-color-${value}-text)` : value;
};
const fontSize = (value: MantineSpacing | number) =>
  typeof value === 'string' && themeSizes.has(value) ? `var(--mantine-font-size-${value})` : rem(value);
const lineHeight = (value: MantineSpacing | number) =>
  typeof value === 'string' ? `var(--mantine-line-height-${value})` : value;
const size = (value: number | string) => (typeof value === 'number' ? rem(value) : value);

/** Each style prop's CSS property and resolver, in the order Mantine's Box writes them. */
const STYLE_PROPS: [keyof LightStyleProps, string, Resolve][] = [
  ['m', 'margin', spacing],
  ['mx', 'marginInline', spacing],
  ['my', 'marginBlock', spacing],
  ['mt', 'marginTop', spacing],
  ['mb', 'marginBottom', spacing],
  ['p', 'padding', spacing],
  ['px', 'paddingInline', spacing],
  ['py', 'paddingBlock', spacing],
  ['pt', 'paddingTop', spacing],
  ['pb', 'paddingBottom', spacing],
  ['c', 'color', textColor],
  ['ff', 'fontFamily', (value: keyof typeof FONT_FAMILIES) => FONT_FAMILIES[value]],
  ['fz', 'fontSize', fontSize],
  ['fw', 'fontWeight', identity],
  ['lts', 'letterSpacing', size],
  ['ta', 'textAlign', identity],
  ['lh', 'lineHeight', lineHeight],
  ['fs', 'fontStyle', identity],
  ['tt', 'textTransform', identity],
  ['w', 'width', spacing],
  ['miw', 'minWidth', spacing],
  ['maw', 'maxWidth', spacing],
  ['h', 'height', spacing],
  ['mih', 'minHeight', spacing],
  ['flex', 'flex', identity],
];

/** A size's variable (`var(--mantine-spacing-sm)` for prefix `--mantine-spacing`), or a number (as rem unless told), like Mantine's getSize. */
export function themeSize(value: string | number, prefix: string, toRem = true): string {
  if (typeof value === 'number') return toRem ? rem(value) : String(value);
  return `var(${prefix}-${value})`;
}

/** Each style prop's place in STYLE_PROPS. */
const STYLE_PROP_INDEX = new Map(STYLE_PROPS.map(([prop], index) => [prop as string, index]));

/**
 * A light primitive's root attributes: the props that are not style props, then the classes in
 * Mantine's order (the `leading` ones such as the focus ring, the caller's, the component's own,
 * the breakpoint ones) and the style in Mantine's order (the component's variables, the caller's
 * style, the style props; a later one wins). Written as one pass over the props, without object
 * spreads: a page renders hundreds of primitives, and spreading their props and variables cost
 * several times the element itself. `vars` becomes the style: pass a fresh object. `own` names
 * the props the component reads itself, which are not written out.
 */
export function rootProps(
  props: LightStyleProps & { className?: string; style?: CSSProperties },
  classes: { leading?: string; own: string },
  vars: Record<string, string | number | undefined>,
  own?: ReadonlySet<string>,
): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  const given: number[] = [];
  let className = classes.leading ? classes.leading : '';
  let breakpointClasses = '';
  let callerStyle: CSSProperties | undefined;
  for (const key in props) {
    if (own?.has(key)) continue;
    const value = props[key as keyof typeof props];
    const index = STYLE_PROP_INDEX.get(key);
    if (index !== undefined) {
      if (value !== undefined) given.push(index);
    } else if (key === 'className') {
      if (value) className += className ? ` ${value as string}` : (value as string);
    } else if (key === 'style') {
      callerStyle = value as CSSProperties | undefined;
    } else if (key === 'hiddenFrom' || key === 'visibleFrom') {
      if (value) breakpointClasses += ` mantine-${key === 'hiddenFrom' ? 'hidden' : 'visible'}-from-${value as string}`;
    } else attributes[key] = value;
  }
  attributes.className = (className ? `${className} ${classes.own}` : classes.own) + breakpointClasses;
  // The variables object is the caller's own literal, written into rather than copied; React skips
  // the variables left undefined.
  const style: Record<string, string | number | undefined> = vars;
  if (callerStyle) Object.assign(style, callerStyle);
  if (given.length > 1) given.sort((a, b) => a - b);
  for (const index of given) {
    const [prop, property, resolve] = STYLE_PROPS[index]!;
    style[property] = resolve(props[prop] as never);
  }
  attributes.style = style;
  return attributes;
}
