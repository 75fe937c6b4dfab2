import { jsx } from 'react/jsx-runtime';
import type { LightElementProps } from './light-element';
import { rootProps } from './style-props';

/** Mantine's class name (see mantine-classes.ts). */
const DIVIDER_CLASSES = 'm_3eebeb36 mantine-Divider-root';

/** Mantine's Divider without a label (a horizontal rule) as plain markup; see Text for why. */
export function Divider(props: LightElementProps) {
  const attributes = rootProps(props, { own: DIVIDER_CLASSES }, {}, DIVIDER_OWN);
  attributes['data-orientation'] = 'horizontal';
  attributes.role = 'separator';
  attributes['aria-orientation'] = 'horizontal';
  return jsx(props.component ?? 'div', attributes);
}

/** The props Divider reads itself; like Mantine's, it draws no children (only a label, which this one does not take). */
const DIVIDER_OWN = new Set(['component', 'children']);
