import { FRESH_SIGN_IN_COOKIE } from '#core/constants';

type CookieJar = Pick<Document, 'cookie'>;

const present = (cookies: string) =>
  cookies.split(';').some((pair) => pair.trim().split('=')[0] === FRESH_SIGN_IN_COOKIE);

/**
 * Whether the page landed here straight from a Google sign-in; the marker is removed as it is read,
 * so the pop-up queue is built once per sign-in and not again on the next page load.
 */
export function takeFreshSignIn(jar: CookieJar): boolean {
  if (!present(jar.cookie)) return false;
  jar.cookie = `${FRESH_SIGN_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
  return true;
}
