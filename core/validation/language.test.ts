import { describe, expect, it } from 'vitest';
import { BookLanguage } from '../enums';
import { languageFromCode, toLanguageCode } from './language';

describe('language codes', () => {
  it('map en and uk', () => {
    expect(languageFromCode('en')).toBe(BookLanguage.English);
    expect(languageFromCode('uk')).toBe(BookLanguage.Ukrainian);
    expect(languageFromCode('UK')).toBe(BookLanguage.Ukrainian);
    expect(toLanguageCode(BookLanguage.English)).toBe('en');
    expect(toLanguageCode(BookLanguage.Ukrainian)).toBe('uk');
  });

  it('reject languages without a site locale', () => {
    expect(() => languageFromCode('pl')).toThrow('Language was not added');
    expect(() => languageFromCode('ru')).toThrow('Language was not added');
    expect(() => languageFromCode('')).toThrow('Language was not added');
    expect(() => toLanguageCode(BookLanguage.Polish)).toThrow('Language was not added');
  });
});
