import { NativeSelect } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CompactSelect, type CompactSelectProps } from './compact-select';
import { inMantine, normalizedMarkup } from './mantine-markup.test-support';

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
    const mantine = inMantine(<NativeSelect {...props} onChange={onChange} data={data} />);
    const light = inMantine(<CompactSelect {...props} onChange={onChange} data={data} />);
    expect(normalizedMarkup(light)).toBe(normalizedMarkup(mantine));
  });
});
