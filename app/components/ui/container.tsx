import { jsx } from 'react/jsx-runtime';
import type { MantineSize } from '@mantine/core';
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
export function Container(props: ContainerProps) {
  const { size, fluid, component = 'div' } = props;
  const vars = { '--container-size': fluid || size === undefined ? undefined : themeSize(size, '--container-size') };
  const attributes = rootProps(props, { own: CONTAINER_CLASSES }, vars, CONTAINER_OWN);
  attributes['data-size'] = typeof size === 'string' ? size : undefined;
  attributes['data-fluid'] = fluid || undefined;
  attributes['data-strategy'] = 'block';
  return jsx(component, attributes);
}

/** The props Container reads itself rather than writing them out. */
const CONTAINER_OWN = new Set(['size', 'fluid', 'component']);
