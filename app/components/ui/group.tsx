import { jsx } from 'react/jsx-runtime';
import type { MantineSpacing } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { LightElementProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { rootProps, themeSize } from './style-props';

export interface GroupProps extends LightElementProps {
  gap?: MantineSpacing | number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: CSSProperties['flexWrap'];
}

/** Mantine's Group (a row) as plain markup styled by Mantine's stylesheet; see Text for why. */
export function Group(props: GroupProps) {
  const { gap = 'md', align = 'center', justify = 'flex-start', wrap = 'wrap', component = 'div' } = props;
  const vars = {
    '--group-gap': themeSize(gap, '--mantine-spacing'),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  };
  return jsx(component, rootProps(props, { own: MANTINE_CLASSES.group }, vars, GROUP_OWN));
}

/** The props Group reads itself rather than writing them out. */
const GROUP_OWN = new Set(['gap', 'align', 'justify', 'wrap', 'component']);
