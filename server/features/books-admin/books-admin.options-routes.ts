import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { z } from 'zod';
import { urlNameCheck } from '#core/schemas/admin';
import {
  bookAdminOptionsQuery,
  bookOptions,
  checkUrlQuery,
  pickerOption,
  pickerOptionsQuery,
} from '#core/schemas/books-admin';
import { actorOf } from '../../lib/actor';
import { guarded, security, tags } from './books-admin.route-options';

/** The edit form's lookups: books and linkable records as select options, and whether a urlName is free. */
export const booksAdminOptionsRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const books = () => app.services.booksAdmin;

  app.get(
    '/searchOption',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Books as select options ({ value: id, text: "Title (year)" }), narrowed by a search text',
        querystring: bookAdminOptionsQuery,
        response: { 200: bookOptions },
      },
    },
    (request) => books().bookOptions(actorOf(request.auth), request.query, request.language),
  );

  app.get(
    '/checkUrl',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Whether a urlName is free for a book (bookId: the book being edited, whose own urlName is free to it)',
        querystring: checkUrlQuery,
        response: { 200: urlNameCheck },
      },
    },
    (request) => books().checkUrl(actorOf(request.auth), request.query.urlName, request.query.bookId, request.language),
  );

  app.get(
    '/options',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Records a book can link to (author, translator, illustrator, compilation, tag, series, genre, publisher), inactive ones included and marked',
        querystring: pickerOptionsQuery,
        response: { 200: z.array(pickerOption) },
      },
    },
    (request) => books().pickerOptions(actorOf(request.auth), request.query.kind, request.query, request.language),
  );
};
