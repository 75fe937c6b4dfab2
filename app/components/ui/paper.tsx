import type { MantineRadius, MantineShadow } from '@mantine/core';
import { createElement } from 'react';
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
export function Paper({ withBorder, radius, shadow, component = 'div', ...props }: PaperProps) {
  const vars = {
    '--paper-radius': radius === undefined ? undefined : themeSize(radius, '--mantine-radius'),
    '--paper-shadow': shadow ? themeSize(shadow, '--mantine-shadow', false) : undefined,
  };
  return createElement(component, {
    ...rootProps(props, { own: PAPER_CLASSES }, vars),
    'data-with-border': withBorder || undefined,
  });
}
