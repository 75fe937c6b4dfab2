import { jsx } from 'react/jsx-runtime';
import type { ElementType } from 'react';
import type { PolymorphicOwnProps, PolymorphicProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { rootProps } from './style-props';

export type UnstyledButtonProps<C extends ElementType = 'button'> = PolymorphicProps<PolymorphicOwnProps, C>;

/** Mantine's UnstyledButton (a button reset, with the focus ring) as plain markup; see Text for why. */
export function UnstyledButton<C extends ElementType = 'button'>(props: UnstyledButtonProps<C>) {
  const { component = 'button' } = props as PolymorphicOwnProps;
  const attributes = rootProps(props as PolymorphicOwnProps, UNSTYLED_BUTTON_CLASSES, {}, UNSTYLED_BUTTON_OWN);
  if (component === 'button' && !('type' in attributes)) attributes.type = 'button';
  return jsx(component, attributes);
}

const UNSTYLED_BUTTON_CLASSES = { leading: 'mantine-focus-auto', own: MANTINE_CLASSES.unstyledButton };
const UNSTYLED_BUTTON_OWN = new Set(['component']);
