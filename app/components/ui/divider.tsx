import { createElement } from 'react';
import type { LightElementProps } from './light-element';
import { rootProps } from './style-props';

/** Mantine's class name (see mantine-classes.ts). */
const DIVIDER_CLASSES = 'm_3eebeb36 mantine-Divider-root';

/** Mantine's Divider without a label (a horizontal rule) as plain markup; see Text for why. */
// Mantine's Divider draws no children (only a label, which this one does not take).
export function Divider({ component = 'div', children: _none, ...props }: LightElementProps) {
  return createElement(component, {
    ...rootProps(props, { own: DIVIDER_CLASSES }, {}),
    'data-orientation': 'horizontal',
    role: 'separator',
    'aria-orientation': 'horizontal',
  });
}
