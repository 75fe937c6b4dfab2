import { useLocation } from 'react-router';
import { languageOfPath, localizePath } from '../../lib/locale';

/** Paths of the catalogue pages in the current page's language. */
export function useCataloguePaths() {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const to = (path: string) => localizePath(path, language);
  return {
    language,
    to,
    book: (urlName: string) => to(`/book/${encodeURIComponent(urlName)}`),
    author: (urlName: string) => to(`/author/${encodeURIComponent(urlName)}`),
  };
}

/** 12 345 in Ukrainian, 12,345 in English. */
export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);
