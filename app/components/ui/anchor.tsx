import type { ElementType } from 'react';
import { classNames, type PolymorphicOwnProps, type PolymorphicProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { textElement, type TextOwnProps } from './text';

interface AnchorOwnProps extends PolymorphicOwnProps, TextOwnProps {
  underline?: 'always' | 'hover' | 'never' | 'not-hover';
}

export type AnchorProps<C extends ElementType = 'a'> = PolymorphicProps<AnchorOwnProps, C>;

/** Mantine's Anchor (a link written as a Text) as plain markup styled by Mantine's stylesheet; see Text for why. */
export function Anchor<C extends ElementType = 'a'>(props: AnchorProps<C>) {
  const { component = 'a', underline = 'hover', className, ...rest } = props as AnchorOwnProps;
  return textElement(component, MANTINE_CLASSES.anchorText, {
    ...rest,
    className: classNames(MANTINE_CLASSES.anchor, className),
    'data-underline': underline,
  });
}
