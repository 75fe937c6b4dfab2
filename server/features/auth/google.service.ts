import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import type { Language } from '../../i18n/translate';
import { badRequest, HttpError } from '../../lib/http-error';
import { deriveUserName, findUserByEmail, isUniqueViolation, userSearchKey } from './accounts';

const SCOPES = 'openid profile email';

/** What the browser must keep between the redirect to the provider and its return. */
export interface GoogleAuthorization {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

interface ExchangeInput {
  /** The URL the provider redirected back to (carries code and state). */
  callbackUrl: URL;
  codeVerifier?: string;
  state?: string;
  nonce?: string;
}

const isLocalIssuer = (issuer: URL) =>
  issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);

/**
 * Google sign-in through OpenID Connect (authorization code + PKCE). The issuer is configurable
 * so tests run against a local mock provider; plain http is allowed only for a loopback issuer.
 */
export function createGoogleService({ database, config }: { database: Database; config: Config }) {
  const { db } = database;
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration() {
    const google = config.google;
    if (!google) throw new HttpError(404, 'auth.errors.googleNotConfigured');
    if (!discovered) {
      const issuer = new URL(google.issuer);
      discovered = oidc
        .discovery(issuer, google.clientId, google.clientSecret, undefined, {
          execute: isLocalIssuer(issuer) ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          // A provider that was down must be retried on the next sign-in, not remembered as failed.
          discovered = null;
          throw error;
        });
    }
    return discovered;
  }

  async function resolveUser(claims: oidc.IDToken, language: Language) {
    const subject = claims.sub;
    const email = typeof claims.email === 'string' ? claims.email : null;
    const [linked] = await db.select().from(users).where(eq(users.googleSubject, subject));
    if (linked) return linked;
    if (!email || claims.email_verified !== true) throw badRequest('auth.errors.googleEmailNotVerified');

    const existing = await findUserByEmail(db, email);
    if (existing) {
      const [updated] = await db
        .update(users)
        .set({ googleSubject: subject, emailVerifiedAt: existing.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      return updated!;
    }

    const name = typeof claims.name === 'string' ? claims.name : null;
    const userName = await deriveUserName(db, name || email.split('@')[0]!);
    try {
      const [created] = await db
        .insert(users)
        .values({
          userName,
          email,
          googleSubject: subject,
          emailVerifiedAt: new Date(),
          language,
          name: typeof claims.given_name === 'string' ? claims.given_name : null,
          fullName: name,
          searchKey: userSearchKey({ userName, fullName: name }),
        })
        .returning();
      return created!;
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('auth.errors.googleFailed');
      throw error;
    }
  }

  return {
    isEnabled: () => !!config.google,

    /** The provider URL to send the browser to, with fresh PKCE verifier, state and nonce. */
    async startAuthorization(redirectUri: string): Promise<GoogleAuthorization> {
      const settings = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(settings, {
        redirect_uri: redirectUri,
        scope: SCOPES,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code, checks the ID token, then links or creates the account. */
    async signIn(input: ExchangeInput, language: Language) {
      const settings = await configuration();
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(settings, input.callbackUrl, {
          pkceCodeVerifier: input.codeVerifier,
          expectedState: input.state ?? oidc.skipStateCheck,
          expectedNonce: input.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch {
        throw badRequest('auth.errors.googleFailed');
      }
      if (!claims) throw badRequest('auth.errors.googleFailed');
      const user = await resolveUser(claims, language);
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      return user;
    },
  };
}

export type GoogleService = ReturnType<typeof createGoogleService>;
