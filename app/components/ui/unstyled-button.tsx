import { createElement, type ElementType } from 'react';
import type { PolymorphicOwnProps, PolymorphicProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { rootProps } from './style-props';

export type UnstyledButtonProps<C extends ElementType = 'button'> = PolymorphicProps<PolymorphicOwnProps, C>;

/** Mantine's UnstyledButton (a button reset, with the focus ring) as plain markup; see Text for why. */
export function UnstyledButton<C extends ElementType = 'button'>(props: UnstyledButtonProps<C>) {
  const { component = 'button', ...others } = props as PolymorphicOwnProps;
  return createElement(component, {
    type: component === 'button' ? 'button' : undefined,
    ...rootProps(others, { leading: 'mantine-focus-auto', own: MANTINE_CLASSES.unstyledButton }, {}),
  });
}
