import type { MantineSpacing } from '@mantine/core';
import { createElement, type CSSProperties } from 'react';
import { classNames, type LightElementProps } from './light-element';
import { MANTINE_CLASSES } from './mantine-classes';
import { splitStyleProps, themeSize } from './style-props';

export interface GroupProps extends LightElementProps {
  gap?: MantineSpacing | number;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: CSSProperties['flexWrap'];
}

/** Mantine's Group (a row) as plain markup styled by Mantine's stylesheet; see Text for why. */
export function Group({
  gap = 'md',
  align = 'center',
  justify = 'flex-start',
  wrap = 'wrap',
  component = 'div',
  className,
  ...props
}: GroupProps) {
  const { style, breakpointClasses, rest } = splitStyleProps(props);
  const vars = {
    '--group-gap': themeSize(gap, '--mantine-spacing'),
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': wrap,
  };
  return createElement(component, {
    ...rest,
    className: classNames(className, MANTINE_CLASSES.group, breakpointClasses),
    style: { ...vars, ...rest.style, ...style } as CSSProperties,
  });
}
