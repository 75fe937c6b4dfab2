import { useLocation } from 'react-router';
import type { Language } from '../../i18n/resources';
import { languageOfPath, pathInLanguage } from '#core/locale';

/** The current page's language and a helper localising app paths to it. */
export function useLocale(): { language: Language; to: (path: string) => string } {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  return { language, to: (path: string) => pathInLanguage(path, language) };
}
