import { jsx } from 'react/jsx-runtime';
import type { MantineRadius, MantineShadow } from '@mantine/core';
import type { LightElementProps } from './light-element';
import { rootProps, themeSize } from './style-props';

/** Mantine's class names (see mantine-classes.ts). */
const PAPER_CLASSES = 'm_1b7284a3 mantine-Paper-root';

export interface PaperProps extends LightElementProps {
  withBorder?: boolean;
  radius?: MantineRadius | number;
  shadow?: MantineShadow;
}

/** Mantine's Paper (a card's surface) as plain markup styled by Mantine's stylesheet; see Text for why. */
export function Paper(props: PaperProps) {
  const { withBorder, radius, shadow, component = 'div' } = props;
  const vars = {
    '--paper-radius': radius === undefined ? undefined : themeSize(radius, '--mantine-radius'),
    '--paper-shadow': shadow ? themeSize(shadow, '--mantine-shadow', false) : undefined,
  };
  const attributes = rootProps(props, { own: PAPER_CLASSES }, vars, PAPER_OWN);
  attributes['data-with-border'] = withBorder || undefined;
  return jsx(component, attributes);
}

/** The props Paper reads itself rather than writing them out. */
const PAPER_OWN = new Set(['withBorder', 'radius', 'shadow', 'component']);
