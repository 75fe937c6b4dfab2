import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { bookAdminList, bookAdminListQuery, bookAdminSearchQuery } from '#core/schemas/books-admin';
import { actorOf } from '../../lib/actor';
import { guarded, security, tags } from './books-admin.route-options';

/** The list of every book and the pickers' paged search over it. */
export const booksAdminListRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const books = () => app.services.booksAdmin;

  app.get(
    '/items',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Every book, active or not: search (transliteration-aware, or an ISBN), status (all, active, inactive), kind, sort (title, readers, rating, createdAt, updatedAt), order, page, pageSize',
        querystring: bookAdminListQuery,
        response: { 200: bookAdminList },
      },
    },
    (request) => books().listBooks(actorOf(request.auth), request.query, request.language),
  );

  app.get(
    '/search',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'A paged search over every book, most read first (for pickers)',
        querystring: bookAdminSearchQuery,
        response: { 200: bookAdminList },
      },
    },
    (request) => books().searchBooks(actorOf(request.auth), request.query, request.language),
  );
};
