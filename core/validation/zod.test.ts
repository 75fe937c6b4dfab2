import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  zEmail,
  zIdOrSlug,
  zIsbn,
  zIsbn10,
  zLoginPassword,
  zMinText,
  zPage,
  zPageSize,
  zPasswordPair,
  zRating,
  zRequiredString,
  zRowId,
  zRowIdParam,
  zUrl,
  zUrlName,
  zUserName,
} from './zod';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('zod pieces', () => {
  it('zRequiredString trims and needs content', () => {
    expect(zRequiredString.parse('  a  ')).toBe('a');
    expect(messagesOf(zRequiredString, '   ')).toEqual(['validation.required']);
    expect(messagesOf(zRequiredString, undefined)).toEqual(['validation.required']);
    expect(messagesOf(zRequiredString, 5)).toEqual(['validation.required']);
  });

  it('zEmail reports required or format, never both', () => {
    expect(messagesOf(zEmail(), '')).toEqual(['validation.required']);
    expect(messagesOf(zEmail(), 'nope')).toEqual(['validation.email']);
    expect(zEmail().parse(' a@b.cd ')).toBe('a@b.cd');
    expect(messagesOf(zEmail('polytsia.local'), 'admin@polytsia.local')).toEqual([]);
    expect(messagesOf(zEmail(), 'admin@polytsia.local')).toEqual(['validation.email']);
  });

  it('zLoginPassword keeps spaces and needs 6 characters', () => {
    expect(messagesOf(zLoginPassword, '')).toEqual(['validation.required']);
    expect(messagesOf(zLoginPassword, '      ')).toEqual(['validation.required']);
    expect(messagesOf(zLoginPassword, '12345')).toEqual(['validation.passwordLength']);
    expect(zLoginPassword.parse(' 12345')).toBe(' 12345');
  });

  it('zPasswordPair reports a mismatch on the confirmation', () => {
    const result = zPasswordPair.safeParse({ password: 'secret1', confirmPassword: 'secret2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ message: 'validation.passwordsMatch', path: ['confirmPassword'] }]);
    expect(zPasswordPair.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('zUrl, zUrlName and zUserName', () => {
    expect(messagesOf(zUrl, 'https://example.com')).toEqual([]);
    expect(messagesOf(zUrl, 'example.com')).toEqual(['validation.url']);
    expect(messagesOf(zUrlName, 'abc')).toEqual(['validation.urlName']);
    expect(zUrlName.parse(' abcd ')).toBe('abcd');
    expect(messagesOf(zUrlName, 'ab cd')).toEqual(['validation.urlName']);
    expect(messagesOf(zUserName, '')).toEqual(['validation.required']);
    expect(messagesOf(zUserName, 'ab')).toEqual(['validation.userName']);
    expect(messagesOf(zUserName, 'reader42')).toEqual([]);
  });

  it('zRating takes whole 1 to 5', () => {
    expect([1, 5].map((value) => zRating.safeParse(value).success)).toEqual([true, true]);
    for (const value of [0, 6, 2.5, '3', null]) expect(messagesOf(zRating, value)[0]).toBe('validation.rating');
  });

  it('zIsbn and zIsbn10 allow empty', () => {
    expect(zIsbn.parse('')).toBe('');
    expect(zIsbn.parse(' 12345678901 ')).toBe('12345678901');
    expect(messagesOf(zIsbn, '123')).toEqual(['validation.isbn']);
    expect(zIsbn10.parse('080442957X')).toBe('080442957X');
    expect(messagesOf(zIsbn10, '123')).toEqual(['validation.isbn10']);
  });

  it('zPage and zPageSize coerce path segments', () => {
    expect(zPage.parse('3')).toBe(3);
    expect(messagesOf(zPage, '0')).toEqual(['validation.page']);
    expect(messagesOf(zPage, '1.5')).toEqual(['validation.page']);
    expect(messagesOf(zPage, 'abc')[0]).toBe('validation.page');
    expect(zPageSize.parse(100)).toBe(100);
    expect(messagesOf(zPageSize, 101)).toEqual(['validation.pageSize']);
    expect(messagesOf(zPageSize, 0)).toEqual(['validation.pageSize']);
  });

  it('zMinText needs content, then the minimum', () => {
    const review = zMinText(200);
    expect(messagesOf(review, ' ')).toEqual(['validation.required']);
    expect(messagesOf(review, 'x'.repeat(199))).toEqual(['validation.minLength']);
    expect(messagesOf(review, ` ${'x'.repeat(199)} `)).toEqual(['validation.minLength']);
    expect(messagesOf(review, 'x'.repeat(200))).toEqual([]);
  });
});

describe('ids at the edge', () => {
  it('zRowId takes whole numbers from 1 to the largest integer column', () => {
    expect(zRowId.parse(1)).toBe(1);
    expect(zRowId.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of [0, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER, '1', null, [1], { id: 1 }])
      expect(messagesOf(zRowId, bad)).toEqual(['validation.invalid']);
  });

  it('zRowIdParam reads digits from a path or query', () => {
    expect(zRowIdParam.parse('42')).toBe(42);
    expect(zRowIdParam.parse(' 7 ')).toBe(7);
    for (const bad of ['', '0', '-1', '1e3', '0x10', '2147483648', '99999999999', 'abc', '1\u0000'])
      expect(messagesOf(zRowIdParam, bad)).toEqual(['validation.invalid']);
  });

  it('zIdOrSlug takes an id or a storable urlName', () => {
    expect(zIdOrSlug.parse('12')).toBe('12');
    expect(zIdOrSlug.parse('99999999999')).toBe('99999999999');
    expect(zIdOrSlug.parse(' kobzar ')).toBe('kobzar');
    expect(zIdOrSlug.parse('тіні-забутих-предків')).toBe('тіні-забутих-предків');
    for (const bad of ['', '   ', '\u0000', 'a\u0000b', 'a\uD800b', '\uDC00', 'x'.repeat(201)])
      expect(messagesOf(zIdOrSlug, bad)).toEqual(['validation.invalid']);
  });
});
