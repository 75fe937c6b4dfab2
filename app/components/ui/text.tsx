import { jsx } from 'react/jsx-runtime';
import type { MantineSize } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { LightElementProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { rootProps, themeSize, type LightStyleProps } from './style-props';

/** What Text (and Anchor, which is a Text) take beyond an element's attributes. */
export interface TextOwnProps extends LightStyleProps {
  size?: MantineSize | number;
  lineClamp?: number;
  truncate?: boolean | 'start' | 'end';
  inherit?: boolean;
  className?: string;
  style?: CSSProperties;
}

export interface TextProps extends LightElementProps, TextOwnProps {
  /** A `<span>` instead of a `<p>`. */
  span?: boolean;
}

/**
 * Mantine's Text as plain markup: the same element, classes, variables and data attributes, so
 * Mantine's stylesheet styles it, without the theme hooks and style resolution that make Mantine's
 * own component several times dearer to render on the server and to hydrate.
 */
export function Text(props: TextProps) {
  const element = props.component ?? (props.span ? 'span' : 'p');
  return jsx(element, textAttributes(props, TEXT_CLASSES, TEXT_OWN));
}

const TEXT_CLASSES = { leading: 'mantine-focus-auto', own: MANTINE_CLASSES.text };

/** The props Text reads itself rather than writing them out. */
export const TEXT_OWN = new Set(['span', 'component', 'size', 'lineClamp', 'truncate', 'inherit']);

/** The root attributes of Mantine's Text markup, with the given classes (Anchor has its own) and own props. */
export function textAttributes(
  props: TextOwnProps,
  classes: { leading: string; own: string },
  own: ReadonlySet<string>,
): Record<string, unknown> {
  const { size, lineClamp, truncate, inherit } = props;
  const vars = {
    '--text-fz': size === undefined ? undefined : themeSize(size, '--mantine-font-size'),
    '--text-lh': size === undefined ? undefined : themeSize(size, '--mantine-line-height', false),
    '--text-line-clamp': lineClamp === undefined ? undefined : String(lineClamp),
  };
  const attributes = rootProps(props, classes, vars, own);
  attributes['data-size'] = typeof size === 'string' ? size : undefined;
  attributes['data-truncate'] = truncate === true ? 'end' : truncate || undefined;
  attributes['data-line-clamp'] = lineClamp === undefined ? undefined : true;
  attributes['data-inherit'] = inherit || undefined;
  return attributes;
}
