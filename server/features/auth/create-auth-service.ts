import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { CacheBus } from '../../lib/cache-bus';
import type { MailService } from '../mail/mail.service';
import { createAuthCore } from './auth.service';
import { createAuthorSignupService } from './author-signup.service';
import { createGoogleService } from './google.service';
import { createRecoveryService } from './recovery.service';
import { createSessionStore } from './sessions';

/** Everything of /api/auth: sessions, sign-in and sign-up, recovery, author sign-up, Google. */
export function createAuthService({
  database,
  config,
  mail,
  cacheBus,
}: {
  database: Database;
  config: Config;
  mail: MailService;
  cacheBus: CacheBus;
}) {
  const sessions = createSessionStore(database.db, cacheBus);
  const dependencies = { database, config, mail, sessions };
  const core = createAuthCore(dependencies);
  const onMailError = (error: unknown) => console.error('[mail] sending a password reset failed', error);
  return {
    ...core,
    ...createRecoveryService(dependencies, onMailError),
    ...createAuthorSignupService(dependencies, core),
    sessions,
    google: createGoogleService({ database, config }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
