import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRating, normalizeNumberChange } from './number';

describe('normalizeNumberChange', () => {
  it.each([
    [0, 1],
    [-0, 1],
    [0.4, 1],
    [0.5, 1],
    [1.5, 2],
    [-3.6, 4],
    [-2.5, 3],
    [7, 7],
    [Number.NaN, 1],
  ])('%d → %d', (input, output) => expect(normalizeNumberChange(input)).toBe(output));

  it('is always a positive integer for finite input', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (value) => {
        const result = normalizeNumberChange(value);
        return Number.isInteger(result) && result >= 1;
      }),
    );
  });
});

describe('isRating', () => {
  it('takes whole numbers 1 to 5', () => {
    expect([0, 1, 3, 5, 6, 2.5, '3', null].map(isRating)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
