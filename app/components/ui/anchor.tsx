import { jsx } from 'react/jsx-runtime';
import type { ElementType } from 'react';
import type { PolymorphicOwnProps, PolymorphicProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { TEXT_OWN, textAttributes, type TextOwnProps } from './text';

interface AnchorOwnProps extends PolymorphicOwnProps, TextOwnProps {
  underline?: 'always' | 'hover' | 'never' | 'not-hover';
}

export type AnchorProps<C extends ElementType = 'a'> = PolymorphicProps<AnchorOwnProps, C>;

/** Mantine's Anchor is a Text with the anchor's class before the caller's. */
const ANCHOR_CLASSES = { leading: `mantine-focus-auto ${MANTINE_CLASSES.anchor}`, own: MANTINE_CLASSES.anchorText };
const ANCHOR_OWN = new Set([...TEXT_OWN, 'underline']);

/** Mantine's Anchor (a link written as a Text) as plain markup styled by Mantine's stylesheet; see Text for why. */
export function Anchor<C extends ElementType = 'a'>(props: AnchorProps<C>) {
  const { component = 'a', underline = 'hover' } = props as AnchorOwnProps;
  const attributes = textAttributes(props as AnchorOwnProps, ANCHOR_CLASSES, ANCHOR_OWN);
  attributes['data-underline'] = underline;
  return jsx(component, attributes);
}
