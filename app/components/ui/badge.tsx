import type { MantineColor, MantineRadius, MantineSize } from '@mantine/core';
import type { ElementType, ReactNode } from 'react';
import { jsxs } from 'react/jsx-runtime';
import type { PolymorphicOwnProps, PolymorphicProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { colorsOf, type Variant } from './pressable';
import { rootProps, themeSize } from './style-props';

interface BadgeOwnProps extends PolymorphicOwnProps {
  variant?: Exclude<Variant, 'white'>;
  color?: MantineColor;
  size?: MantineSize;
  radius?: MantineRadius | number;
  /** A round badge for a number. */
  circle?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/** The props Badge reads itself rather than writing them out. */
const BADGE_OWN = new Set([
  'component',
  'variant',
  'color',
  'size',
  'radius',
  'circle',
  'leftSection',
  'rightSection',
  'children',
]);

export type BadgeProps<C extends ElementType = 'div'> = PolymorphicProps<BadgeOwnProps, C>;

/** Mantine's Badge as plain markup styled by Mantine's stylesheet; see Text for why. */
export function Badge<C extends ElementType = 'div'>(props: BadgeProps<C>) {
  const {
    component = 'div',
    variant,
    color,
    size,
    radius,
    circle,
    leftSection,
    rightSection,
    children,
  } = props as BadgeOwnProps;
  const tinted = color !== undefined || variant !== undefined;
  const colors = tinted ? colorsOf(variant ?? 'filled', color) : undefined;
  const vars = {
    '--badge-height': size === undefined ? undefined : themeSize(size, '--badge-height'),
    '--badge-padding-x': size === undefined ? undefined : themeSize(size, '--badge-padding-x'),
    '--badge-fz': size === undefined ? undefined : themeSize(size, '--badge-fz'),
    '--badge-radius': circle || radius === undefined ? undefined : themeSize(radius, '--mantine-radius'),
    '--badge-bg': colors?.background,
    '--badge-color': colors?.color,
    '--badge-bd': colors?.border,
  };
  const attributes = rootProps(props as BadgeOwnProps, { own: MANTINE_CLASSES.badge }, vars, BADGE_OWN);
  attributes['data-variant'] = variant;
  attributes['data-size'] = size;
  attributes['data-circle'] = circle || undefined;
  attributes['data-with-left-section'] = leftSection ? true : undefined;
  attributes['data-with-right-section'] = rightSection ? true : undefined;
  attributes.children = [
    leftSection && (
      <span className={MANTINE_CLASSES.badgeSection} data-position="left">
        {leftSection}
      </span>
    ),
    <span className={MANTINE_CLASSES.badgeLabel}>{children}</span>,
    rightSection && (
      <span className={MANTINE_CLASSES.badgeSection} data-position="right">
        {rightSection}
      </span>
    ),
  ];
  return jsxs(component, attributes);
}
