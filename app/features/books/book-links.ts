import { useLocation } from 'react-router';
import { languageOfPath, pathInLanguage } from '#core/locale';

/** Paths of the catalogue pages in the current page's language. */
export function useCataloguePaths() {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const to = (path: string) => pathInLanguage(path, language);
  return {
    language,
    to,
    book: (urlName: string) => to(`/book/${encodeURIComponent(urlName)}`),
    author: (urlName: string) => to(`/author/${encodeURIComponent(urlName)}`),
  };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** 12 345 in Ukrainian, 12,345 in English (a formatter is costly to build: one per language). */
export function formatCount(value: number, language: string): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format.format(value);
}
