import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isValidationMessageKey, ValidationMessage } from './messages';

const texts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../app/i18n/${language}/validation.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;

describe('validation messages', () => {
  it('every key has an English and a Ukrainian text', () => {
    const en = texts('en');
    const uk = texts('uk');
    for (const key of Object.values(ValidationMessage)) {
      const name = key.slice('validation.'.length);
      expect(en[name], key).toMatch(/\S/);
      expect(uk[name], key).toMatch(/\S/);
      expect(uk[name], key).not.toBe(en[name]);
    }
  });

  it('keeps the spec texts', () => {
    const en = texts('en');
    expect(en.required).toBe('This field is required');
    expect(en.email).toBe('Email should be in the format name@example.com');
    expect(en.passwordLength).toBe('Password length cannot be less than 6 characters');
    expect(en.language).toBe('Language was not added');
  });

  it('recognises its keys', () => {
    expect(isValidationMessageKey('validation.required')).toBe(true);
    expect(isValidationMessageKey('something else')).toBe(false);
  });
});
