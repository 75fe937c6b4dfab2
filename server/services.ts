import type { Config } from './config';
import type { Database } from './db/client';
import type { CacheBus } from './lib/cache-bus';
import type { FileStore } from './lib/file-store/file-store';
import type { Realtime } from './plugins/realtime';
import { createMailService } from './features/mail/mail.service';
import { createAuthService } from './features/auth/create-auth-service';
import { createAccountService } from './features/users/account.service';
import { createUserAdminService } from './features/users/user-admin.service';
import { createContentService } from './features/content/content.service';
import { createContentAdminService } from './features/content/content-admin.service';
import { createSearchService } from './features/search/search.service';
import { createBooksService } from './features/books/books.service';
import { createStatusesService } from './features/statuses/statuses.service';
import { createCatalogueEntityServices } from './features/catalogue-entities/catalogue-entities.services';
import { createNotificationDelivery } from './features/notifications/notifications.delivery';
import { createAuditService } from './features/audit/audit.service';
import { createFriendsService } from './features/friends/friends.service';
import { createPreferencesService } from './features/preferences/preferences.service';
import { createRecommendationsService } from './features/recommendations/recommendations.service';
import { createContactService } from './features/contact/contact.service';
import { createCategoriesService } from './features/categories/categories.service';
import { createBooksAdminService } from './features/books-admin/books-admin.service';
import { createCatalogueAdminService } from './features/catalogue-admin/catalogue-admin.service';
import { createRecensionsService } from './features/recensions/recensions.service';
import { createQuotesService } from './features/quotes/quotes.service';
import { createCommentsService } from './features/comments/comments.service';
import { createNotificationsService } from './features/notifications/notifications.service';
import { createProfilesService } from './features/profiles/profiles.service';

export interface ServiceDependencies {
  database: Database;
  config: Config;
  /** Resolved lazily: services are built before Socket.IO attaches to the listening server. */
  realtime: () => Realtime;
  /** Word between instances that kept answers are stale. */
  cacheBus: CacheBus;
  /** Covers, pictures, avatars and books' files: local folder or S3-compatible bucket. */
  files: FileStore;
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
  // Services that raise notifications record them in their own transaction, then hand them here.
  const notificationDelivery = createNotificationDelivery({ realtime: dependencies.realtime });
  const books = createBooksService({ db: database.db, files: dependencies.files });
  dependencies.cacheBus.onBookChanged(books.forgetBook);
  const statuses = createStatusesService({ db: database.db, onReadersMoved: dependencies.cacheBus.bookChanged });
  const search = createSearchService({ database });
  const reading = createReadingServices(database.db, notificationDelivery, dependencies.cacheBus.bookChanged);
  dependencies.cacheBus.onBookChanged(reading.recensions.forgetBook);
  dependencies.cacheBus.onBookChanged(reading.quotes.forgetBook);
  const recommendations = createRecommendationsService({ db: database.db });
  dependencies.cacheBus.onCatalogueChanged(() => {
    books.forgetCached();
    search.forgetCached();
    recommendations.forgetCached();
    reading.recensions.forgetCached();
    reading.quotes.forgetCached();
  });
  return {
    health: {
      async databaseReady() {
        await database.db.execute('select 1');
        return true;
      },
    },
    mail,
    notificationDelivery,
    notifications: createNotificationsService({
      db: database.db,
      onSeen: (userId) => dependencies.realtime().toUser(userId, 'NotificationsSeen'),
    }),
    auth,
    account,
    userAdmin: createUserAdminService({
      ...dependencies,
      mail,
      auth,
      account,
      onContentRemoved: dependencies.cacheBus.catalogueChanged,
    }),
    search,
    content: createContentService({ db: database.db }),
    contentAdmin: createContentAdminService({ db: database.db, onChanged: dependencies.cacheBus.catalogueChanged }),
    books,
    statuses,
    preferences: createPreferencesService({ db: database.db, statuses }),
    recommendations,
    contact: createContactService({
      db: database.db,
      mail,
      log: (error) => {
        if (dependencies.config.logLevel !== 'silent')
          console.warn('contact message: mail to an administrator failed', error);
      },
    }),
    friends: createFriendsService({ db: database.db, notificationDelivery }),
    ...reading,
    profiles: createProfilesService({ db: database.db }),
    ...createCatalogueEntityServices(database.db),
    audit: createAuditService({ db: database.db }),
    categories: createCategoriesService({ db: database.db, onChanged: dependencies.cacheBus.catalogueChanged }),
    booksAdmin: createBooksAdminService({
      db: database.db,
      files: dependencies.files,
      appUrl: dependencies.config.appUrl,
      telegram: dependencies.config.telegram,
      cacheBus: dependencies.cacheBus,
    }),
    catalogueAdmin: createCatalogueAdminService({
      db: database.db,
      files: dependencies.files,
      catalogueChanged: dependencies.cacheBus.catalogueChanged,
    }),
  };
}

/** Recensions, quotes and the comments on them, on authors and on compilations (issue 14). */
function createReadingServices(
  db: ServiceDependencies['database']['db'],
  notificationDelivery: ReturnType<typeof createNotificationDelivery>,
  onBookChanged: (bookId: number) => void,
) {
  return {
    recensions: createRecensionsService({ db, notificationDelivery, onBookChanged }),
    quotes: createQuotesService({ db, notificationDelivery, onBookChanged }),
    comments: createCommentsService({ db, notificationDelivery }),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
    database: Database;
    files: FileStore;
  }
}
