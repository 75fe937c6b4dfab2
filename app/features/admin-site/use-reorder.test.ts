import { describe, expect, it } from 'vitest';
import { moved } from './use-reorder';

describe('moved', () => {
  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 2, ['a', 'c', 'b', 'd']],
    [2, 2, ['a', 'b', 'c', 'd']],
    [0, 9, ['a', 'b', 'c', 'd']],
    [-1, 1, ['a', 'b', 'c', 'd']],
  ])('moves the item at %i to %i', (from, to, expected) => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moved(items, from, to)).toEqual(expected);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
