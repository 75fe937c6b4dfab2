import { useEffect, useState } from 'react';
import { AUTH_STORAGE_PREFIX } from '#core/constants';
import type { AuthUser, AuthUserResponse } from '#core/schemas/auth';
import { useSession } from '../session/session-context';
import { api } from '../../lib/api-client';

let cached: { token: string; request: Promise<AuthUser | null> } | null = null;

const REFRESHED_KEY = `${AUTH_STORAGE_PREFIX}refreshedToken`;

/**
 * A role changed since sign-in (author approved, admin granted): the API answered a new token and
 * revoked the old one, so the page reloads once to render with the new session cookie.
 */
function reloadForNewToken(response: AuthUserResponse, token: string): boolean {
  if (response.token === token || window.sessionStorage.getItem(REFRESHED_KEY) === response.token) return false;
  window.sessionStorage.setItem(REFRESHED_KEY, response.token);
  window.location.reload();
  return true;
}

/** One GET /api/auth/user per session token and page load, shared by every component that asks. */
function loadCurrentUser(token: string): Promise<AuthUser | null> {
  if (cached?.token !== token) {
    const request = api<AuthUserResponse>('/api/auth/user', { toast: false }).then(
      (response) => (reloadForNewToken(response, token) ? null : response.user),
      () => null,
    );
    cached = { token, request };
  }
  return cached.request;
}

const REFRESH_EVENT = 'polytsia:refresh-user';

/** Reads the user again (a new avatar, counters reset), and every `useCurrentUser` gets the result. */
export function refreshCurrentUser() {
  cached = null;
  window.dispatchEvent(new Event(REFRESH_EVENT));
}

/** The signed-in user's header data (name, avatar, unread counts); null for visitors and while loading. */
export function useCurrentUser(): AuthUser | null {
  const { token } = useSession();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const refresh = () => setGeneration((value) => value + 1);
    window.addEventListener(REFRESH_EVENT, refresh);
    return () => window.removeEventListener(REFRESH_EVENT, refresh);
  }, []);
  useEffect(() => {
    if (!token) {
      setUser(null);
      return;
    }
    let active = true;
    void loadCurrentUser(token).then((loaded) => {
      if (active) setUser(loaded);
    });
    return () => {
      active = false;
    };
  }, [token, generation]);
  return user;
}
