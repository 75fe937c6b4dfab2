import { useLocation } from 'react-router';
import { languageOfPath, localizePath } from '../../lib/locale';

export type EntityPathKind =
  'author' | 'genre' | 'tag' | 'publisher' | 'compilation' | 'translator' | 'illustrator' | 'series' | 'book';

/** Links to catalogue detail pages in the current page's language. */
export function useEntityPaths() {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  return {
    language,
    to: (path: string) => localizePath(path, language),
    entity: (kind: EntityPathKind, urlName: string) =>
      localizePath(`/${kind}/${encodeURIComponent(urlName)}`, language),
    user: (userName: string) => localizePath(`/user/${encodeURIComponent(userName)}`, language),
  };
}
