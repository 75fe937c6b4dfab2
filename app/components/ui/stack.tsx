import { jsx } from 'react/jsx-runtime';
import type { MantineSpacing } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { LightElementProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { rootProps, themeSize } from './style-props';

export interface StackProps extends LightElementProps {
  gap?: MantineSpacing | number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

/** Mantine's Stack (a column) as plain markup styled by Mantine's stylesheet; see Text for why. */
export function Stack(props: StackProps) {
  const { gap = 'md', align = 'stretch', justify = 'flex-start', component = 'div' } = props;
  const vars = {
    '--stack-gap': themeSize(gap, '--mantine-spacing'),
    '--stack-align': align,
    '--stack-justify': justify,
  };
  return jsx(component, rootProps(props, { own: MANTINE_CLASSES.stack }, vars, STACK_OWN));
}

/** The props Stack reads itself rather than writing them out. */
const STACK_OWN = new Set(['gap', 'align', 'justify', 'component']);
