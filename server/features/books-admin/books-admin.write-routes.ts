import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { activityAnswer, bulkActivityAnswer, bulkActivityBody, okAnswer } from '#core/schemas/admin';
import {
  bookActivityBody,
  bookAdminCreate,
  bookAdminFiles,
  bookAdminRecord,
  bookAdminUpdate,
  bookIdParams,
  fileTypeQuery,
  telegramAnswer,
} from '#core/schemas/books-admin';
import { actorOf } from '../../lib/actor';
import { guarded, security, tags } from './books-admin.route-options';

/** Changes to a book: create, update, activity (one or many), delete, a file's removal, the Telegram post. */
export const booksAdminWriteRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const books = () => app.services.booksAdmin;

  app.post(
    '/add',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Create a book with every field, its genres, languages and first links; answers the book',
        body: bookAdminCreate,
        response: { 200: bookAdminRecord },
      },
    },
    (request) => books().createBook(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/update',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Replace every field of a book, its genres and languages (links change through the link calls)',
        body: bookAdminUpdate,
        response: { 200: bookAdminRecord },
      },
    },
    (request) => books().updateBook(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/activity',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Make several books active or inactive at once (not in the spec: the list’s bulk action)',
        operationId: 'bookPutAdminActivityOfMany',
        body: bulkActivityBody,
        response: { 200: bulkActivityAnswer },
      },
    },
    (request) => books().setActivityOfMany(actorOf(request.auth), request.body.ids, request.body.active),
  );

  app.put(
    '/:id/activity',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Toggle a book between active and inactive (or set { active }); inactive books leave every public page',
        params: bookIdParams,
        body: bookActivityBody,
        response: { 200: activityAnswer },
      },
    },
    (request) => books().setActivity(actorOf(request.auth), request.params.id, request.body?.active),
  );

  app.delete(
    '/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Delete a book with its links, files and cover; 409 while readers have it on a shelf or wrote recensions or quotes of it',
        params: bookIdParams,
        response: { 200: okAnswer },
      },
    },
    (request) => books().deleteBook(actorOf(request.auth), request.params.id),
  );

  app.delete(
    '/:id/file',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Remove the book’s file of a format (fileType: Txt=1, Fb2=2, Rtf=3, Epub=4, Pdf=5, Mobi=6); answers the files left',
        params: bookIdParams,
        querystring: fileTypeQuery,
        response: { 200: bookAdminFiles },
      },
    },
    (request) => books().removeFile(actorOf(request.auth), request.params.id, request.query.fileType),
  );

  app.post(
    '/:id/push/telegram',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Post the book (cover, title, authors, link) to the configured Telegram channel; 503 when none is configured',
        params: bookIdParams,
        response: { 200: telegramAnswer },
      },
    },
    (request) => books().pushToTelegram(actorOf(request.auth), request.params.id, request.language),
  );
};
