import { redirect, type AppLoadContext } from 'react-router';
import { pathInLanguage } from '#core/locale';

/** Sign-up pages make no sense with a session: a signed-in user goes home. */
export function redirectSignedInHome(context: AppLoadContext) {
  if (context.auth) throw redirect(pathInLanguage('/home', context.language));
  return null;
}
