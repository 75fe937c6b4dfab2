import { LOGIN_PATH } from '#core/constants';
import { pathInLanguage, stripLocale, type Language } from '#core/locale';

const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * A redirectTo target only when it stays on this site: a path starting with '/' that the URL
 * parser (as browsers do) keeps on the same origin, so '//host' and '/\\host' are refused;
 * the login page itself is refused too, so a sign-in never loops back to it.
 */
export function safeRedirectTarget(redirectTo: string | null | undefined): string | null {
  if (!redirectTo || !redirectTo.startsWith('/')) return null;
  try {
    const url = new URL(redirectTo, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN || stripLocale(url.pathname) === LOGIN_PATH) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

export interface SignedIn {
  email: string;
  authorVerificationToken: string | null;
  /** The user's saved language (login response). */
  language: Language;
}

export type AfterLogin = { kind: 'reload' } | { kind: 'navigate'; to: string };

/**
 * Spec §2 "After login", in order: an author still to verify goes to the verification page;
 * a modal sign-in reloads the page; a redirectTo target; else home in the user's language.
 */
export function chooseAfterLogin(
  signedIn: SignedIn,
  context: { inModal: boolean; redirectTo: string | null; pageLanguage: Language },
): AfterLogin {
  if (signedIn.authorVerificationToken) {
    const path = `/author-verification/${encodeURIComponent(signedIn.authorVerificationToken)}?email=${encodeURIComponent(signedIn.email)}`;
    return { kind: 'navigate', to: pathInLanguage(path, context.pageLanguage) };
  }
  if (context.inModal) return { kind: 'reload' };
  const target = safeRedirectTarget(context.redirectTo);
  if (target) return { kind: 'navigate', to: target };
  return { kind: 'navigate', to: pathInLanguage('/home', signedIn.language) };
}
