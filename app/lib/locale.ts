import type { Language } from '../i18n/resources';

/** The page's language comes from its URL: Ukrainian pages live under /uk. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/uk' || pathname.startsWith('/uk/') ? 'uk' : 'en';
}

/** A path without its locale prefix: '/uk/books' → '/books'. */
export function stripLocale(pathname: string): string {
  if (pathname === '/uk') return '/';
  return pathname.startsWith('/uk/') ? pathname.slice(3) : pathname;
}

/** The same page in another language: ('/uk/books', 'en') → '/books'. */
export function localizePath(pathname: string, language: Language): string {
  const bare = stripLocale(pathname);
  if (language === 'en') return bare;
  return bare === '/' ? '/uk' : `/uk${bare}`;
}
