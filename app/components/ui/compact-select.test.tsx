import { MantineProvider, NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mantineTheme } from '../../lib/mantine-theme';
import { CompactSelect, type CompactSelectProps } from './compact-select';
import { normalizedMarkup } from './normalized-markup.test-support';

function render(node: ReactNode): string {
  return renderToStaticMarkup(
    <MantineProvider theme={mantineTheme} withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );
}

const data = [
  { value: '1', label: 'Popularity' },
  { value: '2', label: 'Date' },
  { value: '3', label: 'Title' },
];

describe("CompactSelect writes Mantine's NativeSelect markup", () => {
  it.each<Omit<CompactSelectProps, 'onChange' | 'data'>>([
    { 'aria-label': 'Sort', value: '2', size: 'xs' },
    { 'aria-label': 'Per page', value: '1', size: 'sm' },
    { 'aria-label': 'Per page', value: '3' },
  ])('%j', (props) => {
    const onChange = () => {};
    // Both number their ids from the render's useId: the first render of each is compared.
    const mantine = render(<NativeSelect {...props} onChange={onChange} data={data} />);
    const light = render(<CompactSelect {...props} onChange={onChange} data={data} />);
    expect(normalizedMarkup(light)).toBe(normalizedMarkup(mantine));
  });
});
