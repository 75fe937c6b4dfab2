import { LOGIN_PATH } from '#core/constants';
import type { Language } from '../../i18n/resources';
import { api } from '../../lib/api-client';
import { pathInLanguage } from '#core/locale';
import { clearPopupQueue } from './popup-queue';

/** Ends the session on the server, forgets the saved popups and opens the locale's login page (spec §4). */
export async function signOut(language: Language) {
  await api('/api/auth/logout', { method: 'POST' });
  clearPopupQueue(window.localStorage);
  window.location.assign(pathInLanguage(LOGIN_PATH, language));
}
