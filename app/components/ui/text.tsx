import type { MantineSize } from '@mantine/core';
import { createElement, type CSSProperties, type ElementType } from 'react';
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
export function Text({ span, component, ...props }: TextProps) {
  return textElement(component ?? (span ? 'span' : 'p'), MANTINE_CLASSES.text, props);
}

/** Mantine's Text markup written as `component`, with the given static classes (Anchor has its own). */
export function textElement(
  component: ElementType,
  staticClasses: string,
  { size, lineClamp, truncate, inherit, ...props }: TextOwnProps & Record<string, unknown>,
) {
  const vars = {
    '--text-fz': size === undefined ? undefined : themeSize(size, '--mantine-font-size'),
    '--text-lh': size === undefined ? undefined : themeSize(size, '--mantine-line-height', false),
    '--text-line-clamp': lineClamp === undefined ? undefined : String(lineClamp),
  };
  return createElement(component, {
    ...rootProps(props, { leading: 'mantine-focus-auto', own: staticClasses }, vars),
    'data-size': typeof size === 'string' ? size : undefined,
    'data-truncate': truncate === true ? 'end' : truncate || undefined,
    'data-line-clamp': lineClamp === undefined ? undefined : true,
    'data-inherit': inherit || undefined,
  });
}
