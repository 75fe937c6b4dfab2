/**
 * The site's languages and where they live in URLs: English pages have no prefix, every other
 * language's pages sit under `/<code>` (spec §2). The one place that knows this.
 */
export const languages = ['en', 'uk'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** The languages whose pages carry a prefix: every one but the default. */
export const prefixedLanguages = languages.filter((language) => language !== defaultLanguage);

export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}

/** The page's language from its path: '/uk/books' → 'uk', '/books' → 'en'. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/', 2)[1];
  return first !== defaultLanguage && isLanguage(first) ? first : defaultLanguage;
}

/** A path without its locale prefix: '/uk/books' → '/books', '/uk' → '/'. */
export function stripLocale(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === defaultLanguage) return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/** The same page in a language: ('/uk/books', 'en') → '/books', ('/', 'uk') → '/uk'. */
export function pathInLanguage(pathname: string, language: Language): string {
  const bare = stripLocale(pathname);
  if (language === defaultLanguage) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}
