import type { SiteLanguage } from '../enums';

export type PluralCategory = 'one' | 'few' | 'many' | 'other';

/** CLDR cardinal plural category; the sign is ignored and fractions fall into 'other'. */
export function pluralCategory(lang: SiteLanguage, n: number): PluralCategory {
  const value = Math.abs(n);
  if (!Number.isInteger(value)) return 'other';
  if (lang === 'en') return value === 1 ? 'one' : 'other';
  const lastDigit = value % 10;
  const lastTwo = value % 100;
  if (lastDigit === 1 && lastTwo !== 11) return 'one';
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

/**
 * The Ukrainian form for `n`: 1 хвилина, 2 хвилини, 5 хвилин. Fractions take the genitive
 * singular, which for most nouns equals the `few` form (1,5 хвилини).
 */
export function pluralUk(n: number, one: string, few: string, many: string, other: string = few): string {
  const category = pluralCategory('uk', n);
  return category === 'one' ? one : category === 'few' ? few : category === 'many' ? many : other;
}

export function pluralEn(n: number, one: string, other: string): string {
  return pluralCategory('en', n) === 'one' ? one : other;
}
