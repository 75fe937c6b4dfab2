import type { AuthUserResponse, LoginBody, LoginResponse } from '#core/schemas/auth';
import { saveLanguageCookie } from '../account/apply-preferences';
import { api, configureApi } from '../../lib/api-client';
import { saveThemeCookie } from '../../lib/theme';
import { buildPopupQueue, savePopupQueue } from './popup-queue';

/**
 * Signs in (the API sets the session cookie), keeps the user's theme and language for the next
 * render and saves the queue of popups to show after login (spec §4).
 */
export async function signIn(body: LoginBody): Promise<LoginResponse> {
  const response = await api<LoginResponse>('/api/auth/login', { method: 'POST', body, toast: false });
  saveThemeCookie(response.theme);
  saveLanguageCookie(response.language);
  configureApi({ token: response.token, language: response.language });
  try {
    const { user } = await api<AuthUserResponse>('/api/auth/user', { toast: false });
    savePopupQueue(window.localStorage, buildPopupQueue(user));
  } catch {
    // The popups are a courtesy: a failure here must not undo a successful sign-in.
  }
  return response;
}
