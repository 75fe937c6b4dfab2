import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import {
  bookAdminList,
  bookAdminPagingQuery,
  bookIdParams,
  bookSeriesNeighbours,
  seriesBookList,
} from '#core/schemas/books-admin';
import { actorOf } from '../../lib/actor';
import { guarded, security, tags } from './books-admin.route-options';

/** Books related to a record or to a book: `by/{kind}/{id}`, a book's series, its other editions. */
export const booksAdminRelatedRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const books = () => app.services.booksAdmin;

  for (const kind of ['author', 'tag', 'translator', 'illustrator', 'compilation', 'series'] as const) {
    app.get(
      `/by/${kind}/:id`,
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary:
            kind === 'series' || kind === 'compilation'
              ? `The books of a ${kind} in its order, with their positions, active or not`
              : `The books linked to a ${kind}, active or not, most read first`,
          params: bookIdParams,
          querystring: bookAdminPagingQuery,
          response: { 200: kind === 'series' || kind === 'compilation' ? seriesBookList : bookAdminList },
        },
      },
      (request) => books().booksOf(actorOf(request.auth), kind, request.params.id, request.query, request.language),
    );
  }

  app.get(
    '/by/series/book/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Each series the book is in, with all the series’ books in order',
        params: bookIdParams,
        response: { 200: bookSeriesNeighbours },
      },
    },
    (request) => books().seriesOfBook(actorOf(request.auth), request.params.id, request.language),
  );

  app.get(
    '/by/translation/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Other editions of the same work: books with the same original title (or English title without one)',
        params: bookIdParams,
        querystring: bookAdminPagingQuery,
        response: { 200: bookAdminList },
      },
    },
    (request) => books().translationsOf(actorOf(request.auth), request.params.id, request.query, request.language),
  );
};
