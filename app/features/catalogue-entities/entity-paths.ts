import { useLocation } from 'react-router';
import { languageOfPath, pathInLanguage } from '#core/locale';

export type EntityPathKind =
  'author' | 'genre' | 'tag' | 'publisher' | 'compilation' | 'translator' | 'illustrator' | 'series' | 'book';

/** Links to catalogue detail pages in the current page's language. */
export function useEntityPaths() {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  return {
    language,
    to: (path: string) => pathInLanguage(path, language),
    entity: (kind: EntityPathKind, urlName: string) =>
      pathInLanguage(`/${kind}/${encodeURIComponent(urlName)}`, language),
    user: (userName: string) => pathInLanguage(`/user/${encodeURIComponent(userName)}`, language),
  };
}
