import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import {
  recensionAdminItem,
  recensionAdminList,
  recensionAdminUpdateBody,
  recensionCreateBody,
  recensionItem,
  recensionList,
  recensionUpdateBody,
} from '#core/schemas/recensions';
import {
  readingItemRoutes,
  readingListRoutes,
  readingModerationRoutes,
  type ReadingRoutesKind,
} from './reading-routes';

const schemas = {
  item: recensionItem,
  list: recensionList,
  createBody: recensionCreateBody,
  updateBody: recensionUpdateBody,
  adminItem: recensionAdminItem,
  adminList: recensionAdminList,
  adminUpdateBody: recensionAdminUpdateBody,
};

/**
 * Recensions under /api/recension (not in spec §7; designed in its style): a book's list, the list
 * across the catalogue, one recension, the writer's create / edit / delete, like and save, and
 * the administration's moderation under admin/.
 */
export const recensionsRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const recensions = () => app.services.recensions;
  const kind: ReadingRoutesKind<typeof schemas> = {
    tags: ['recensions'],
    noun: 'recension',
    nouns: 'recensions',
    schemas,
    summaries: {
      get: 'One recension: approved, or the caller’s own (marked waiting or refused), or any for administrators',
      create: 'Write a recension (one per reader and book); it waits for approval',
      adminList: 'The moderation list: waiting (oldest first), approved, refused or all, with a search',
      adminGet: 'One recension for moderation, whatever its state',
      approve: 'Approve a recension: it becomes public and counts in the book’s rating',
      adminUpdate: 'Correct a recension’s text or rating; its state stays',
    },
    calls: {
      listForBook: (...args) => recensions().listForBook(...args),
      listAll: (...args) => recensions().listAll(...args),
      get: (...args) => recensions().getRecension(...args),
      create: (...args) => recensions().createRecension(...args),
      update: (...args) => recensions().updateRecension(...args),
      delete: (...args) => recensions().deleteRecension(...args),
      like: (...args) => recensions().likeRecension(...args),
      save: (...args) => recensions().saveRecension(...args),
      adminList: (...args) => recensions().adminListRecensions(...args),
      adminGet: (...args) => recensions().adminGetRecension(...args),
      approve: (...args) => recensions().approveRecension(...args),
      reject: (...args) => recensions().rejectRecension(...args),
      adminUpdate: (...args) => recensions().adminUpdateRecension(...args),
      adminDelete: (...args) => recensions().adminDeleteRecension(...args),
    },
  };

  readingListRoutes(app, kind);
  readingItemRoutes(app, kind);
  readingModerationRoutes(app, kind);
};
