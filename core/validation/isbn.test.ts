import { describe, expect, it } from 'vitest';
import { isIsbn, isIsbn10 } from './isbn';

describe('isIsbn', () => {
  it.each(['', '   ', null, undefined, '1234567890123', '12345678901', ' 12345678901 '])('accepts %j', (value) => {
    expect(isIsbn(value)).toBe(true);
  });
  it.each(['1234567890', '123456789012', '12345678901234', '978-3-16-148410-0', '123456789012X', 'abcdefghijk'])(
    'rejects %j',
    (value) => expect(isIsbn(value)).toBe(false),
  );
});

describe('isIsbn10', () => {
  it.each(['', null, '0306406152', '080442957X', '080442957x'])('accepts %j', (value) => {
    expect(isIsbn10(value)).toBe(true);
  });
  it.each(['030640615', '03064061521', 'X306406152', '0-306-40615-2'])('rejects %j', (value) => {
    expect(isIsbn10(value)).toBe(false);
  });
});
