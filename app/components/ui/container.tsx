import type { MantineSize } from '@mantine/core';
import { createElement } from 'react';
import type { LightElementProps } from './light-element';
import { rootProps, themeSize } from './style-props';

/** Mantine's class names (see mantine-classes.ts). */
const CONTAINER_CLASSES = 'm_7485cace mantine-Container-root';

export interface ContainerProps extends LightElementProps {
  /** A theme size or a width in pixels. */
  size?: MantineSize | number;
  fluid?: boolean;
}

/**
 * Mantine's Container (a page's centred column) as plain markup styled by Mantine's stylesheet;
 * see Text for why. Responsive style props (`py={{ base, sm }}`) need Mantine's own.
 */
export function Container({ size, fluid, component = 'div', ...props }: ContainerProps) {
  const vars = { '--container-size': fluid || size === undefined ? undefined : themeSize(size, '--container-size') };
  return createElement(component, {
    ...rootProps(props, { own: CONTAINER_CLASSES }, vars),
    'data-size': typeof size === 'string' ? size : undefined,
    'data-fluid': fluid || undefined,
    'data-strategy': 'block',
  });
}
