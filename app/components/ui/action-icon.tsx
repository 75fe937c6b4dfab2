import type { MantineSize } from '@mantine/core';
import type { ElementType } from 'react';
import { jsx } from 'react/jsx-runtime';
import type { PolymorphicProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { themeSize } from './style-props';
import { PRESSABLE_OWN, pressableRootProps, withVariantVars, type PressableOwnProps } from './pressable';

interface ActionIconOwnProps extends PressableOwnProps {
  size?: MantineSize | number;
}

/** The props ActionIcon reads itself rather than writing them out. */
const ACTION_ICON_OWN = new Set([...PRESSABLE_OWN, 'size']);

export type ActionIconProps<C extends ElementType = 'button'> = PolymorphicProps<ActionIconOwnProps, C>;

/** Mantine's ActionIcon (an icon button) as plain markup styled by Mantine's stylesheet; see Text for why. */
export function ActionIcon<C extends ElementType = 'button'>(props: ActionIconProps<C>) {
  const { variant, color, size, radius, children } = props as ActionIconOwnProps;
  const vars = withVariantVars(
    {
      '--ai-size': size === undefined ? undefined : themeSize(size, '--ai-size'),
      '--ai-radius': radius === undefined ? undefined : themeSize(radius, '--mantine-radius'),
    },
    '--ai',
    variant,
    color,
  );
  const attributes = pressableRootProps(props as ActionIconOwnProps, ACTION_ICON_OWN, MANTINE_CLASSES.actionIcon, vars);
  attributes['data-size'] = typeof size === 'string' ? size : undefined;
  attributes.children = <span className={MANTINE_CLASSES.actionIconIcon}>{children}</span>;
  return jsx((props as ActionIconOwnProps).component ?? 'button', attributes);
}
