import { redirect, type AppLoadContext } from 'react-router';
import { languageOfPath, localizePath } from './locale';

export function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  const target = url.pathname + url.search;
  const login = localizePath('/login', languageOfPath(url.pathname));
  throw redirect(`${login}?redirectTo=${encodeURIComponent(target)}`, 302);
}

const homeRedirect = (request: Request): never => {
  throw redirect(localizePath('/home', languageOfPath(new URL(request.url).pathname)), 302);
};

/** auth-user: a visitor goes to the locale's login with redirectTo holding the current path. */
export function requireUserPage(request: Request, context: AppLoadContext) {
  if (!context.auth) loginRedirect(request);
  return context.auth;
}

/** auth-author: the Author role passes; a signed-in non-author goes home. */
export function requireAuthorPage(request: Request, context: AppLoadContext) {
  const auth = requireUserPage(request, context);
  if (auth.role !== 3) homeRedirect(request);
  return auth;
}

/** auth-admin: administrators pass; a signed-in non-admin goes home. */
export function requireAdminPage(request: Request, context: AppLoadContext) {
  const auth = requireUserPage(request, context);
  if (!auth.isAdmin && auth.role !== 2) homeRedirect(request);
  return auth;
}
