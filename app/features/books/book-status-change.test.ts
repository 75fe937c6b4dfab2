import { describe, expect, it } from 'vitest';
import { BookStatus } from '#core/enums';
import { decideStatusChange, type StatusChange } from './book-status-change';

describe('decideStatusChange (spec §4)', () => {
  it.each([
    [null, BookStatus.Reading, { kind: 'save', status: BookStatus.Reading }],
    [BookStatus.Reading, BookStatus.Finished, { kind: 'save', status: BookStatus.Finished }],
    [BookStatus.WantToRead, BookStatus.WantToRead, { kind: 'close' }],
    [BookStatus.Finished, null, { kind: 'remove' }],
    [null, null, { kind: 'close' }],
  ] as Array<[BookStatus | null, BookStatus | null, StatusChange]>)('%s → %s: %o', (current, chosen, expected) => {
    expect(decideStatusChange(current, chosen)).toEqual(expected);
  });
});
