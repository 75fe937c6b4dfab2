import type { MantineSize } from '@mantine/core';
import type { CSSProperties, ElementType, ReactNode } from 'react';
import { jsxs } from 'react/jsx-runtime';
import type { PolymorphicProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { themeSize } from './style-props';
import { PRESSABLE_OWN, pressableRootProps, withVariantVars, type PressableOwnProps } from './pressable';

type ButtonSize = MantineSize | `compact-${MantineSize}`;

interface ButtonOwnProps extends Omit<PressableOwnProps, 'loading'> {
  /** Shows Mantine's loader over the label and disables the button (the loader appears without Mantine's fade). */
  loading?: boolean;
  size?: ButtonSize;
  justify?: CSSProperties['justifyContent'];
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = PolymorphicProps<ButtonOwnProps, C>;

/** The props Button reads itself rather than writing them out. */
const BUTTON_OWN = new Set([...PRESSABLE_OWN, 'size', 'justify', 'fullWidth', 'leftSection', 'rightSection']);

/** The loader's box as Mantine's transition leaves it once shown. */
const LOADER_BOX_STYLE = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
} as const;
const LOADER_STYLE = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
} as CSSProperties;

/**
 * Mantine's Button as plain markup (its classes, variables and data attributes, styled by its
 * stylesheet) without its hooks; see Text for why.
 */
export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const { variant, color, size, radius, justify, fullWidth, leftSection, rightSection, loading, children } =
    props as ButtonOwnProps;
  const textSize = size?.replace('compact-', '') as MantineSize | undefined;
  const vars = withVariantVars(
    {
      '--button-justify': justify,
      '--button-height': size && themeSize(size, '--button-height'),
      '--button-padding-x': size && themeSize(size, '--button-padding-x'),
      '--button-fz': textSize && themeSize(textSize, '--mantine-font-size'),
      '--button-radius': radius === undefined ? undefined : themeSize(radius, '--mantine-radius'),
    },
    '--button',
    variant,
    color,
  );
  const attributes = pressableRootProps(props as ButtonOwnProps, BUTTON_OWN, MANTINE_CLASSES.button, vars);
  attributes['data-size'] = size;
  attributes['data-loading'] = loading || undefined;
  attributes['data-block'] = fullWidth || undefined;
  attributes['data-with-left-section'] = leftSection ? true : undefined;
  attributes['data-with-right-section'] = rightSection ? true : undefined;
  attributes.children = [
    loading && (
      <span style={LOADER_BOX_STYLE} className={MANTINE_CLASSES.buttonLoader} aria-hidden>
        <span style={LOADER_STYLE} className={MANTINE_CLASSES.loader} />
      </span>
    ),
    <span className={MANTINE_CLASSES.buttonInner}>
      {leftSection && (
        <span className={MANTINE_CLASSES.buttonSection} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={MANTINE_CLASSES.buttonLabel} data-loading={loading || undefined}>
        {children}
      </span>
      {rightSection && (
        <span className={MANTINE_CLASSES.buttonSection} data-position="right">
          {rightSection}
        </span>
      )}
    </span>,
  ];
  return jsxs((props as ButtonOwnProps).component ?? 'button', attributes);
}
