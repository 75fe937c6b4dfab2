import { NativeSelect } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CompactSelect, type CompactSelectProps } from './compact-select';
import { inMantine, normalizedMarkup } from './mantine-markup.test-support';

const data = [
  { value: '1', label: 'Popularity' },
  { value: '2', label: 'Date' },
  { value: '3', label: 'Title' },
];

/** The props a case sets, for either way of naming the select. */
type Case = CompactSelectProps extends infer Props
  ? Props extends unknown
    ? Omit<Props, 'onChange' | 'data'>
    : never
  : never;

describe("CompactSelect writes Mantine's NativeSelect markup", () => {
  it.each<Case>([
    { 'aria-label': 'Sort', value: '2', size: 'xs' },
    { 'aria-label': 'Per page', value: '1', size: 'sm' },
    { 'aria-label': 'Per page', value: '3' },
    { label: 'Language', value: '1', size: 'sm', w: 180 },
  ])('%j', (props) => {
    const onChange = () => {};
    // Both number their ids from the render's useId: the first render of each is compared.
    const mantine = inMantine(<NativeSelect {...props} onChange={onChange} data={data} />);
    const light = inMantine(<CompactSelect {...props} onChange={onChange} data={data} />);
    expect(normalizedMarkup(light)).toBe(normalizedMarkup(mantine));
  });
});
