import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { AppLink } from '../ui/app-link';
import { saveLanguage } from '../../features/account/apply-preferences';
import { useSession } from '../../features/session/session-context';
import type { Language } from '../../i18n/resources';
import { languageOfPath, pathInLanguage } from '#core/locale';
import { Button } from '../ui';

/** The same page in the other language; the choice is remembered (cookie, and the server when signed in). */
export function LanguageSwitch() {
  const { t } = useTranslation('auth');
  const { auth } = useSession();
  const { pathname, search, hash } = useLocation();
  const other: Language = languageOfPath(pathname) === 'en' ? 'uk' : 'en';
  return (
    <Button
      component={AppLink}
      to={pathInLanguage(pathname, other) + search + hash}
      variant="subtle"
      size="xs"
      px={6}
      lang={other}
      aria-label={t(other === 'uk' ? 'menu.switchToUk' : 'menu.switchToEn')}
      onClick={() => void saveLanguage(other, auth !== null).catch(() => undefined)}
    >
      {other === 'uk' ? 'УКР' : 'ENG'}
    </Button>
  );
}
