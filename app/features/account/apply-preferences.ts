import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '#core/constants';
import type { Language } from '../../i18n/resources';
import { api } from '../../lib/api-client';
import { saveThemeCookie, type ThemeChoice } from '../../lib/theme';

/** Spec §9: the chosen language is remembered in `i18n_redirected` for 365 days. */
export function saveLanguageCookie(language: Language) {
  document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=${LOCALE_COOKIE_DAYS * 86_400}; samesite=lax`;
}

/** A signed-in user's language is also kept on the server (spec §4). */
export async function saveLanguage(language: Language, signedIn: boolean) {
  saveLanguageCookie(language);
  if (signedIn) await api(`/api/user/me/language/${language}`, { method: 'PUT' });
}

/** The cookie makes the next server render use the theme; a signed-in user's choice is saved too. */
export async function saveTheme(theme: ThemeChoice, signedIn: boolean) {
  saveThemeCookie(theme);
  if (signedIn) await api(`/api/user/me/theme/${theme}`, { method: 'PUT' });
}
