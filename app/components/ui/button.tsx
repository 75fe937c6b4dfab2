import type { MantineSize } from '@mantine/core';
import { createElement, type CSSProperties, type ElementType, type ReactNode } from 'react';
import type { PolymorphicProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { themeSize } from './style-props';
import { pressableRootProps, variantVars, type PressableOwnProps } from './pressable';

type ButtonSize = MantineSize | `compact-${MantineSize}`;

interface ButtonOwnProps extends PressableOwnProps {
  size?: ButtonSize;
  justify?: CSSProperties['justifyContent'];
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = PolymorphicProps<ButtonOwnProps, C>;

/**
 * Mantine's Button as plain markup (its classes, variables and data attributes, styled by its
 * stylesheet) without its hooks; see Text for why. A button that can show a loader stays Mantine's.
 */
export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const { variant, color, size, radius, justify, fullWidth, leftSection, rightSection, children, ...others } =
    props as ButtonOwnProps;
  const component = others.component ?? 'button';
  const textSize = size?.replace('compact-', '') as MantineSize | undefined;
  const vars = {
    '--button-justify': justify,
    '--button-height': size && themeSize(size, '--button-height'),
    '--button-padding-x': size && themeSize(size, '--button-padding-x'),
    '--button-fz': textSize && themeSize(textSize, '--mantine-font-size'),
    '--button-radius': radius === undefined ? undefined : themeSize(radius, '--mantine-radius'),
    ...variantVars('--button', variant, color),
  };
  return createElement(
    component,
    {
      ...pressableRootProps({ ...others, component, variant }, MANTINE_CLASSES.button, vars),
      'data-size': size,
      'data-block': fullWidth || undefined,
      'data-with-left-section': leftSection ? true : undefined,
      'data-with-right-section': rightSection ? true : undefined,
    },
    <span className={MANTINE_CLASSES.buttonInner}>
      {leftSection && (
        <span className={MANTINE_CLASSES.buttonSection} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={MANTINE_CLASSES.buttonLabel}>{children}</span>
      {rightSection && (
        <span className={MANTINE_CLASSES.buttonSection} data-position="right">
          {rightSection}
        </span>
      )}
    </span>,
  );
}
