import type { Actor } from './lib/actor';
import type { AuthClaims } from './plugins/auth';
import type { Language } from '#core/locale';
import type { Services } from './services';

/** What the server hands to page loaders and actions (React Router's `context`). */
export interface LoadContext {
  services: Services;
  auth: AuthClaims | null;
  /** The caller as services take it first (the same check a REST call meets). */
  actor: Actor;
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
  /** A Telegram channel is configured: the book page offers "push to Telegram". */
  telegramEnabled: boolean;
}
