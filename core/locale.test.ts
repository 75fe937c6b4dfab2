import { describe, expect, it } from 'vitest';
import { defaultLanguage, isLanguage, languageOfPath, languages, pathInLanguage, stripLocale } from './locale';

describe('locale', () => {
  it('lists English (the default, no prefix) and Ukrainian', () => {
    expect(languages).toEqual(['en', 'uk']);
    expect(defaultLanguage).toBe('en');
    expect(isLanguage('uk')).toBe(true);
    expect(isLanguage('ua')).toBe(false);
  });

  it.each([
    ['/', 'en'],
    ['/books', 'en'],
    ['/uk', 'uk'],
    ['/uk/', 'uk'],
    ['/uk/books', 'uk'],
    ['/ukraine', 'en'],
    ['/en/books', 'en'],
    ['/xx/books', 'en'],
  ] as const)('%s is in %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it.each([
    ['/uk', '/'],
    ['/uk/', '/'],
    ['/uk/books', '/books'],
    ['/uk/uk/books', '/uk/books'],
    ['/books', '/books'],
    ['/ukraine', '/ukraine'],
    ['/', '/'],
  ])('%s without its prefix is %s', (path, bare) => {
    expect(stripLocale(path)).toBe(bare);
  });

  it.each([
    ['/', 'uk', '/uk'],
    ['/books', 'uk', '/uk/books'],
    ['/uk/books', 'uk', '/uk/books'],
    ['/uk/books', 'en', '/books'],
    ['/uk', 'en', '/'],
    ['/books', 'en', '/books'],
  ] as const)('%s in %s is %s', (path, language, localized) => {
    expect(pathInLanguage(path, language)).toBe(localized);
  });
});
