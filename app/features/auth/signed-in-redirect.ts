import { redirect, type AppLoadContext } from 'react-router';
import { languageOfPath, localizePath } from '../../lib/locale';

/** Sign-up pages make no sense with a session: a signed-in user goes home. */
export function redirectSignedInHome(request: Request, context: AppLoadContext) {
  if (context.auth) throw redirect(localizePath('/home', languageOfPath(new URL(request.url).pathname)));
  return null;
}
