import { redirect, type AppLoadContext } from 'react-router';
import { pathInLanguage } from '#core/locale';

export function loginRedirect(request: Request, context: AppLoadContext): never {
  const url = new URL(request.url);
  const login = pathInLanguage('/login', context.language);
  throw redirect(`${login}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, 302);
}

const homeRedirect = (context: AppLoadContext): never => {
  throw redirect(pathInLanguage('/home', context.language), 302);
};

/** auth-user: a visitor goes to the locale's login with redirectTo holding the current path. */
export function requireUserPage(request: Request, context: AppLoadContext) {
  if (!context.auth) loginRedirect(request, context);
  return context.auth;
}

/** auth-author: the Author role passes; a signed-in non-author goes home. */
export function requireAuthorPage(request: Request, context: AppLoadContext) {
  const auth = requireUserPage(request, context);
  if (auth.role !== 3) homeRedirect(context);
  return auth;
}

/** auth-admin: administrators pass; a signed-in non-admin goes home. */
export function requireAdminPage(request: Request, context: AppLoadContext) {
  const auth = requireUserPage(request, context);
  if (!auth.isAdmin && auth.role !== 2) homeRedirect(context);
  return auth;
}
