import type { Config } from './config';
import type { Database } from './db/client';
import type { CacheBus } from './lib/cache-bus';
import type { Realtime } from './plugins/realtime';
import { createMailService } from './features/mail/mail.service';
import { createAuthService } from './features/auth/create-auth-service';
import { createAccountService } from './features/users/account.service';
import { createUserAdminService } from './features/users/user-admin.service';
import { createContentService } from './features/content/content.service';
import { createSearchService } from './features/search/search.service';
import { createBooksService } from './features/books/books.service';
import { createStatusesService } from './features/statuses/statuses.service';
import { createCatalogueEntityServices } from './features/catalogue-entities/catalogue-entities.services';

export interface ServiceDependencies {
  database: Database;
  config: Config;
  /** Resolved lazily: services are built before Socket.IO attaches to the listening server. */
  realtime: () => Realtime;
  /** Word between instances that kept answers are stale. */
  cacheBus: CacheBus;
}

/**
 * Every domain service, built once per app from narrow dependencies. Routes reach them through
 * `app.services`, page loaders through the load context.
 */
export function createServices(dependencies: ServiceDependencies) {
  const { database } = dependencies;
  const mail = createMailService(dependencies);
  const auth = createAuthService({ ...dependencies, mail });
  const account = createAccountService({ ...dependencies, auth });
  const books = createBooksService({ db: database.db, filesDir: dependencies.config.filesDir });
  dependencies.cacheBus.onBookChanged(books.forgetBook);
  return {
    health: {
      async databaseReady() {
        await database.db.execute('select 1');
        return true;
      },
    },
    mail,
    auth,
    account,
    userAdmin: createUserAdminService({ ...dependencies, mail, auth, account }),
    search: createSearchService({ database }),
    content: createContentService({ db: database.db }),
    books,
    statuses: createStatusesService({ db: database.db, onReadersMoved: dependencies.cacheBus.bookChanged }),
    ...createCatalogueEntityServices(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
    database: Database;
  }
}
