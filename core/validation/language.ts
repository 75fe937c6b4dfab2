import { BookLanguage, SiteLanguage } from '../enums';

export const LANGUAGE_NOT_ADDED = 'Language was not added';

/** 'en' → English, 'uk' → Ukrainian; anything else throws. */
export function languageFromCode(code: string): BookLanguage {
  switch (code.toLowerCase()) {
    case SiteLanguage.English:
      return BookLanguage.English;
    case SiteLanguage.Ukrainian:
      return BookLanguage.Ukrainian;
    default:
      throw new Error(LANGUAGE_NOT_ADDED);
  }
}

/** English → 'en', Ukrainian → 'uk'; a language without a site locale throws. */
export function toLanguageCode(language: BookLanguage): SiteLanguage {
  switch (language) {
    case BookLanguage.English:
      return SiteLanguage.English;
    case BookLanguage.Ukrainian:
      return SiteLanguage.Ukrainian;
    default:
      throw new Error(LANGUAGE_NOT_ADDED);
  }
}
