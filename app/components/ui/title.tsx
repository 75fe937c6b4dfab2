import { jsx } from 'react/jsx-runtime';
import { rem, type MantineSize } from '@mantine/core';
import type { LightElementProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { rootProps } from './style-props';

type Heading = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface TitleProps extends Omit<LightElementProps, 'component'> {
  order?: 1 | 2 | 3 | 4 | 5 | 6;
  /** A heading's size (`h3`), a theme size or a number; the order's by default. */
  size?: Heading | MantineSize | number;
  lineClamp?: number;
}

/** Font size, weight and line height of a heading, as Mantine's getTitleSize writes them. */
function titleVars(order: number, size: TitleProps['size']) {
  const heading = `h${order}`;
  const titleSize = size ?? heading;
  const fontSize =
    typeof titleSize === 'number'
      ? rem(titleSize)
      : titleSize.startsWith('h')
        ? `var(--mantine-${titleSize}-font-size)`
        : `var(--mantine-font-size-${titleSize})`;
  const scale = typeof titleSize === 'string' && titleSize.startsWith('h') ? titleSize : heading;
  return {
    '--title-fw': `var(--mantine-${scale}-font-weight)`,
    '--title-lh': `var(--mantine-${scale}-line-height)`,
    '--title-fz': fontSize,
  };
}

/** Mantine's Title (a heading) as plain markup styled by Mantine's stylesheet; see Text for why. */
export function Title(props: TitleProps) {
  const { order = 1, size, lineClamp } = props;
  const vars = {
    ...titleVars(order, size),
    '--title-line-clamp': lineClamp === undefined ? undefined : String(lineClamp),
  };
  const attributes = rootProps(props, { own: MANTINE_CLASSES.title }, vars, TITLE_OWN);
  attributes['data-size'] = typeof size === 'string' ? size : undefined;
  attributes['data-order'] = order;
  attributes['data-line-clamp'] = lineClamp === undefined ? undefined : true;
  return jsx(`h${order}`, attributes);
}

/** The props Title reads itself rather than writing them out. */
const TITLE_OWN = new Set(['order', 'size', 'lineClamp']);
