import { useLocation, useNavigate } from 'react-router';
import { saveLanguage } from '../../features/account/apply-preferences';
import { useSession } from '../../features/session/session-context';
import type { Language } from '../../i18n/resources';
import { languageOfPath, pathInLanguage } from '#core/locale';

/** The same page, search and hash in another language. */
export function samePageIn(location: { pathname: string; search: string; hash: string }, language: Language): string {
  return pathInLanguage(location.pathname, language) + location.search + location.hash;
}

/**
 * Switching keeps the current page (spec §4). The choice goes to the locale cookie (read on the
 * root only) and, for a signed-in user, to the server.
 */
export function useLanguageSwitch() {
  const location = useLocation();
  const navigate = useNavigate();
  const { auth } = useSession();
  const language = languageOfPath(location.pathname);
  return {
    language,
    switchTo(next: Language) {
      if (next === language) return;
      void saveLanguage(next, auth !== null).catch(() => undefined);
      void navigate(samePageIn(location, next));
    },
  };
}
