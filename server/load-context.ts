import type { AuthClaims } from './plugins/auth';
import type { Language } from './i18n/translate';
import type { Services } from './services';

/** What the server hands to page loaders and actions (React Router's `context`). */
export interface LoadContext {
  services: Services;
  auth: AuthClaims | null;
  /** The bearer token of the signed-in caller, so the browser can call the API and open sockets. */
  token: string | null;
  language: Language;
  nonce: string;
  publicConfig: PublicConfig;
}

/** Settings the browser may know. */
export interface PublicConfig {
  appUrl: string;
  appDomain: string;
  messengerEnabled: boolean;
  googleEnabled: boolean;
}
