import { describe, expect, it } from 'vitest';
import { pluralCategory, pluralEn, pluralUk } from './plural';

describe('pluralCategory', () => {
  it.each([
    [0, 'many'],
    [1, 'one'],
    [2, 'few'],
    [4, 'few'],
    [5, 'many'],
    [11, 'many'],
    [12, 'many'],
    [14, 'many'],
    [21, 'one'],
    [22, 'few'],
    [25, 'many'],
    [101, 'one'],
    [111, 'many'],
    [112, 'many'],
    [122, 'few'],
    [-1, 'one'],
    [1.5, 'other'],
  ] as const)('uk %d → %s', (n, category) => expect(pluralCategory('uk', n)).toBe(category));

  it.each([
    [0, 'other'],
    [1, 'one'],
    [2, 'other'],
    [21, 'other'],
    [1.5, 'other'],
  ] as const)('en %d → %s', (n, category) => expect(pluralCategory('en', n)).toBe(category));
});

describe('pluralUk', () => {
  it('picks the right form', () => {
    const minutes = (n: number) => `${n} ${pluralUk(n, 'хвилину', 'хвилини', 'хвилин')}`;
    expect([1, 2, 5, 11, 21, 23, 0].map(minutes)).toEqual([
      '1 хвилину',
      '2 хвилини',
      '5 хвилин',
      '11 хвилин',
      '21 хвилину',
      '23 хвилини',
      '0 хвилин',
    ]);
    expect(pluralUk(1.5, 'хвилина', 'хвилини', 'хвилин')).toBe('хвилини');
    expect(pluralUk(1.5, 'a', 'b', 'c', 'd')).toBe('d');
  });

  it('pluralEn picks one or other', () => {
    expect(pluralEn(1, 'book', 'books')).toBe('book');
    expect(pluralEn(0, 'book', 'books')).toBe('books');
  });
});
