import { describe, expect, it } from 'vitest';
import {
  failsShortString,
  hasUnstorableCharacters,
  isBlank,
  isShortString,
  isSlugShaped,
  isUrlName,
  isUserName,
  isValidJson,
} from './text';

describe('isBlank', () => {
  it.each([null, undefined, '', ' ', '\t\n '])('treats %j as blank', (value) => {
    expect(isBlank(value)).toBe(true);
  });
  it.each(['a', ' a ', '0'])('treats %j as filled', (value) => {
    expect(isBlank(value)).toBe(false);
  });
});

describe('short strings', () => {
  it('are valid only above 2 characters', () => {
    expect(isShortString('ab')).toBe(false);
    expect(isShortString('abc')).toBe(true);
    expect(isShortString('  ab  ')).toBe(false);
    expect(isShortString(null)).toBe(false);
  });

  it('fail only when flagged', () => {
    expect(failsShortString('', true)).toBe(true);
    expect(failsShortString('ab', true)).toBe(true);
    expect(failsShortString('abc', true)).toBe(false);
    expect(failsShortString('', false)).toBe(false);
    expect(failsShortString(undefined, false)).toBe(false);
  });
});

describe('isUrlName', () => {
  it('needs more than 3 characters and no whitespace', () => {
    expect(isUrlName('abc')).toBe(false);
    expect(isUrlName('abcd')).toBe(true);
    expect(isUrlName('ab cd')).toBe(false);
    expect(isUrlName('abcd\t')).toBe(false);
    expect(isUrlName(null)).toBe(false);
  });
});

describe('isUserName', () => {
  it('takes 3 to 32 Latin letters and digits', () => {
    expect(isUserName('ab')).toBe(false);
    expect(isUserName('ab1')).toBe(true);
    expect(isUserName('a'.repeat(32))).toBe(true);
    expect(isUserName('a'.repeat(33))).toBe(false);
    expect(isUserName('user_name')).toBe(false);
    expect(isUserName('юзер123')).toBe(false);
    expect(isUserName('user name')).toBe(false);
    expect(isUserName(undefined)).toBe(false);
  });
});

describe('isValidJson', () => {
  it.each(['{}', '[]', '1', '"x"', 'null', ' {"a": [1, 2]} '])('accepts %j', (value) => {
    expect(isValidJson(value)).toBe(true);
  });
  it.each(['', '{', "{'a': 1}", 'undefined', '{"a": 1,}'])('rejects %j', (value) => {
    expect(isValidJson(value)).toBe(false);
  });
  it('rejects null', () => expect(isValidJson(null)).toBe(false));
});

describe('hasUnstorableCharacters', () => {
  it.each(['a\u0000b', '\u0000', 'x\uD800', '\uD800x', '\uDC00', 'a\uDBFF\uDBFF\uDC00'])('finds one in %j', (value) => {
    expect(hasUnstorableCharacters(value)).toBe(true);
  });
  it.each(['', 'plain', 'Тарас Шевченко', 'emoji 📚 pairs', '\t\n tabs and lines'])('passes %j', (value) => {
    expect(hasUnstorableCharacters(value)).toBe(false);
  });
});

describe('isSlugShaped', () => {
  it.each(['taras-shevchenko', 'kobzar', '1984', 'a-1-b'])('accepts %j', (value) => {
    expect(isSlugShaped(value)).toBe(true);
  });
  it.each(['Taras', 'a--b', '-a', 'a-', 'a b', 'шевченко', 'a/b', '', null])('refuses %j', (value) => {
    expect(isSlugShaped(value)).toBe(false);
  });
});
