import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { bookAdminFiles, bookAdminRecord, bookIdAnswer, bookIdParams, bookRefParams } from '#core/schemas/books-admin';
import { actorOf } from '../../lib/actor';
import { guarded, security, tags } from './books-admin.route-options';

/** One book: every field for the edit form, its id and urlName by either, its files. */
export const booksAdminRecordRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const books = () => app.services.booksAdmin;

  app.get(
    '/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Every field of a book in both languages, its links with ids, files, and what leans on it',
        params: bookIdParams,
        response: { 200: bookAdminRecord },
      },
    },
    (request) => books().getBook(actorOf(request.auth), request.params.id, request.language),
  );

  app.get(
    '/:id/id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The id and urlName of the book named by its id or urlName',
        params: bookRefParams,
        response: { 200: bookIdAnswer },
      },
    },
    (request) => books().resolveBook(actorOf(request.auth), request.params.id),
  );

  app.get(
    '/:id/files',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The book’s files (one per format: Txt=1, Fb2=2, Rtf=3, Epub=4, Pdf=5, Mobi=6)',
        params: bookIdParams,
        response: { 200: bookAdminFiles },
      },
    },
    (request) => books().listFiles(actorOf(request.auth), request.params.id),
  );
};
