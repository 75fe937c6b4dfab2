import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { landingQuote } from '#core/schemas/books';
import {
  quoteAdminItem,
  quoteAdminList,
  quoteAdminUpdateBody,
  quoteCreateBody,
  quoteItem,
  quoteList,
  quoteUpdateBody,
} from '#core/schemas/quotes';
import {
  readingItemRoutes,
  readingListRoutes,
  readingModerationRoutes,
  type ReadingRoutesKind,
} from '../recensions/reading-routes';

const schemas = {
  item: quoteItem,
  list: quoteList,
  createBody: quoteCreateBody,
  updateBody: quoteUpdateBody,
  adminItem: quoteAdminItem,
  adminList: quoteAdminList,
  adminUpdateBody: quoteAdminUpdateBody,
};

/**
 * Quotes under /api/quote (not in spec §7; designed like the recension calls): a book's list, the
 * list across the catalogue, the quote of the day, one quote, the writer's create / edit / delete,
 * like and save, and the administration's calls under admin/.
 */
export const quotesRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const quotes = () => app.services.quotes;
  const kind: ReadingRoutesKind<typeof schemas> = {
    tags: ['quotes'],
    noun: 'quote',
    nouns: 'quotes',
    schemas,
    summaries: {
      get: 'One quote: approved, or the caller’s own in any state, or any for administrators',
      create: 'Add a quote from a book; it waits for approval',
      adminList: 'The administration’s quote list: waiting (oldest first), approved, refused or all, with a search',
      adminGet: 'One quote with its quote-of-the-day fields',
      approve: 'Approve a quote: it becomes public and may be the quote of the day',
      adminUpdate: 'Edit a quote: text, priority, last-used date, approved, day-quote flag',
    },
    calls: {
      listForBook: (...args) => quotes().listForBook(...args),
      listAll: (...args) => quotes().listAll(...args),
      get: (...args) => quotes().getQuote(...args),
      create: (...args) => quotes().createQuote(...args),
      update: (...args) => quotes().updateQuote(...args),
      delete: (...args) => quotes().deleteQuote(...args),
      like: (...args) => quotes().likeQuote(...args),
      save: (...args) => quotes().saveQuote(...args),
      adminList: (...args) => quotes().adminListQuotes(...args),
      adminGet: (...args) => quotes().adminGetQuote(...args),
      approve: (...args) => quotes().approveQuote(...args),
      reject: (...args) => quotes().rejectQuote(...args),
      adminUpdate: (...args) => quotes().adminUpdateQuote(...args),
      adminDelete: (...args) => quotes().adminDeleteQuote(...args),
    },
  };

  readingListRoutes(app, kind);

  app.get(
    '/day',
    {
      schema: {
        tags: kind.tags,
        summary: 'The quote of the day (by priority, then the least recently used; changes at midnight UTC)',
        response: { 200: landingQuote.nullable() },
      },
    },
    (request) => quotes().quoteOfTheDay(request.language),
  );

  readingItemRoutes(app, kind);
  readingModerationRoutes(app, kind);
};
