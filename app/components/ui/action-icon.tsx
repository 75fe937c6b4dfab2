import type { MantineSize } from '@mantine/core';
import { createElement, type CSSProperties, type ElementType } from 'react';
import { classNames, type PolymorphicProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { splitStyleProps, themeSize } from './style-props';
import { variantVars, type PressableOwnProps } from './pressable';

interface ActionIconOwnProps extends PressableOwnProps {
  size?: MantineSize | number;
}

export type ActionIconProps<C extends ElementType = 'button'> = PolymorphicProps<ActionIconOwnProps, C>;

/** Mantine's ActionIcon (an icon button) as plain markup styled by Mantine's stylesheet; see Text for why. */
export function ActionIcon<C extends ElementType = 'button'>(props: ActionIconProps<C>) {
  const {
    variant,
    color,
    size,
    radius,
    disabled,
    component = 'button',
    className,
    children,
    ...others
  } = props as ActionIconOwnProps;
  const { style, breakpointClasses, rest } = splitStyleProps(others);
  const vars = {
    '--ai-size': size === undefined ? undefined : themeSize(size, '--ai-size'),
    '--ai-radius': radius === undefined ? undefined : themeSize(radius, '--mantine-radius'),
    ...variantVars('--ai', variant, color),
  };
  return createElement(
    component,
    {
      type: component === 'button' ? 'button' : undefined,
      ...rest,
      className: classNames(
        'mantine-focus-auto',
        !disabled && 'mantine-active',
        className,
        MANTINE_CLASSES.actionIcon,
        breakpointClasses,
      ),
      style: { ...vars, ...rest.style, ...style } as CSSProperties,
      disabled,
      'data-variant': variant,
      'data-size': typeof size === 'string' ? size : undefined,
      'data-disabled': disabled || undefined,
    },
    <span className={MANTINE_CLASSES.actionIconIcon}>{children}</span>,
  );
}
