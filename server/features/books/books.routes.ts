import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { z } from 'zod';
import { PAGE_SIZE_MAX } from '#core/constants';
import {
  bookDetails,
  bookFilterOptions,
  bookList,
  bookPart,
  bookRead,
  booksFilter,
  entityBooksRequest,
  fileParams,
  idParams,
  landingInfo,
  pagedBooksRequest,
  pagingQuery,
  topBooksParams,
  userBookStatus,
} from '#core/schemas/books';
import { zPage, zPageSize } from '#core/validation/zod';
import { actorOf } from '../../lib/actor';
import { requireUser } from '../../plugins/auth';
import type { Viewer } from './books.sql';

const tags = ['books'];
const viewerOf = (request: FastifyRequest): Viewer => ({
  language: request.language,
  userId: request.auth?.userId ?? null,
});
const fullListQuery = z.object({ page: zPage.default(1), pageSize: zPageSize.default(PAGE_SIZE_MAX) });
const topKinds = ['author', 'translator', 'illustrator', 'genre'] as const;
const pagedKinds = ['translator', 'illustrator', 'publisher'] as const;

/** The public calls of spec §7 Books, under /api/book (global-search lives with the search feature). */
export const booksRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const books = app.services.books;

  app.get(
    '/landing-info',
    {
      schema: {
        tags,
        summary: 'Live numbers, popular books and quotes for the landing page',
        response: { 200: landingInfo },
      },
    },
    async (request) => books.getLandingInfo(viewerOf(request)),
  );

  app.get(
    '/filter-options',
    {
      schema: {
        tags,
        summary: 'The books page filter choices: every active genre and the 200 most used tags, by name',
        response: { 200: bookFilterOptions },
      },
    },
    async (request) => books.getFilterOptions(viewerOf(request)),
  );

  app.post(
    '/items',
    {
      schema: {
        tags,
        summary:
          'The catalogue: filter by kind or sortby, genres, tags, languages, years, rating and state; sorted and paged',
        body: booksFilter,
        response: { 200: bookList },
      },
    },
    async (request) => books.listBooks(viewerOf(request), request.body),
  );

  app.get(
    '/details/:id',
    {
      schema: {
        tags,
        summary: 'Every field of a book, localized by the language header',
        params: idParams,
        response: { 200: bookDetails },
      },
    },
    async (request, reply) => {
      // The answer is sent as it was kept, built once and never parsed and serialized again (a reader's
      // shelf is laid into the text): Fastify sends a string with a JSON type as it is (the schema
      // types only objects, hence never).
      const json = await books.bookDetailsJson(viewerOf(request), request.params.id);
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  app.get(
    '/part/:id',
    { schema: { tags, summary: 'The short card of a book', params: idParams, response: { 200: bookPart } } },
    async (request) => books.getBookPart(viewerOf(request), request.params.id),
  );

  app.get(
    '/:id/similar',
    {
      schema: {
        tags,
        summary: 'Up to 12 books sharing genres or authors, ranked by overlap then readers',
        params: idParams,
        response: { 200: bookList },
      },
    },
    async (request) => books.similarBooks(viewerOf(request), request.params.id),
  );

  for (const kind of topKinds) {
    app.get(
      `/items/:n/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `The n most read books of a ${kind}`,
          params: topBooksParams,
          response: { 200: bookList },
        },
      },
      async (request) => books.topEntityBooks(viewerOf(request), kind, request.params.id, request.params.n),
    );
  }

  for (const kind of ['compilation', 'series'] as const) {
    app.get(
      `/items/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `The books of a ${kind} in its own order (page and pageSize optional, up to 100)`,
          params: idParams,
          querystring: fullListQuery,
          response: { 200: bookList },
        },
      },
      async (request) => books.orderedEntityBooks(viewerOf(request), kind, request.params.id, request.query),
    );
  }

  app.post(
    '/entity-items',
    {
      schema: {
        tags,
        summary:
          'A page of the books of any catalogue entity (author, genre, tag, publisher, series, compilation, translator, illustrator)',
        body: entityBooksRequest,
        response: { 200: bookList },
      },
    },
    async (request) => books.entityBooks(viewerOf(request), request.body),
  );

  for (const kind of pagedKinds) {
    app.post(
      `/items/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `A page of the books of a ${kind}`,
          params: idParams,
          body: pagedBooksRequest,
          response: { 200: bookList },
        },
      },
      async (request) => books.entityBooks(viewerOf(request), { kind, id: request.params.id, ...request.body }),
    );
  }

  app.get(
    '/owner/:id',
    {
      schema: {
        tags,
        summary: 'The books managed by an author account (user id or userName)',
        params: idParams,
        querystring: fullListQuery,
        response: { 200: bookList },
      },
    },
    async (request) => books.ownerBooks(viewerOf(request), request.params.id, request.query),
  );

  app.get(
    '/preference',
    {
      schema: {
        tags,
        summary: 'Popular books for the preference flow (page size 50 by default)',
        querystring: pagingQuery,
        response: { 200: bookList },
      },
    },
    async (request) => books.preferenceBooks(viewerOf(request), request.query),
  );

  app.get(
    '/user-status/:id',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        summary: "The caller's shelf for a book (Reading=1, WantToRead=2, Finished=3, or null)",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: userBookStatus },
      },
    },
    async (request) => books.getUserBookStatus(actorOf(request.auth), request.params.id),
  );

  app.get(
    '/:id/read',
    {
      schema: {
        tags,
        summary: 'The files of a book the reader can open; 404 when the book has no file',
        params: idParams,
        response: { 200: bookRead },
      },
    },
    async (request) => books.getReadableFiles(viewerOf(request), request.params.id),
  );

  app.get(
    '/:id/file/:type',
    {
      schema: {
        tags,
        summary: 'Download a book file (type: Txt=1, Fb2=2, Rtf=3, Epub=4, Pdf=5, Mobi=6); 404 when there is none',
        params: fileParams,
        response: { 200: z.unknown().meta({ description: 'The file itself (binary)' }) },
      },
    },
    async (request, reply) => {
      const file = await books.openBookFile(request.params.id, request.params.type);
      return reply
        .type(file.type)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    },
  );
};
