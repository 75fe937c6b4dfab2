import { describe, expect, it } from 'vitest';
import { PreferenceStatus } from '#core/enums';
import { asksForPreferences, preferenceStatusOf, type PreferenceCounts } from './preference-status';

const none: PreferenceCounts = { genres: 0, languages: 0, authors: 0, books: 0 };
const all: PreferenceCounts = { genres: 2, languages: 1, authors: 3, books: 5 };
const { Empty, PartiallyFulfilled, Fulfilled, Ignored } = PreferenceStatus;

describe('preferenceStatusOf', () => {
  it.each([
    [none, Empty, Empty],
    [none, PartiallyFulfilled, Empty],
    [none, Fulfilled, Empty],
    [none, Ignored, Ignored],
    [{ ...none, genres: 1 }, Empty, PartiallyFulfilled],
    [{ ...none, books: 1 }, Ignored, PartiallyFulfilled],
    [{ ...all, authors: 0 }, Fulfilled, PartiallyFulfilled],
    [all, Empty, Fulfilled],
    [all, Ignored, Fulfilled],
  ] as Array<[PreferenceCounts, number, number]>)('%o after %i → %i', (counts, previous, expected) => {
    expect(preferenceStatusOf(counts, previous)).toBe(expected);
  });
});

describe('asksForPreferences', () => {
  it.each([
    [Empty, true],
    [PartiallyFulfilled, true],
    [Fulfilled, false],
    [Ignored, false],
  ])('%i → %s', (status, expected) => {
    expect(asksForPreferences(status)).toBe(expected);
  });
});
