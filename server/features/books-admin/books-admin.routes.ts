import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { activityAnswer, bulkActivityAnswer, bulkActivityBody, okAnswer, urlNameCheck } from '#core/schemas/admin';
import {
  bookAdminCreate,
  bookAdminFiles,
  bookAdminList,
  bookAdminListQuery,
  bookAdminOptionsQuery,
  bookAdminPagingQuery,
  bookAdminRecord,
  bookAdminSearchQuery,
  bookActivityBody,
  bookAdminUpdate,
  bookIdAnswer,
  bookIdParams,
  bookOptions,
  bookRefParams,
  bookSeriesNeighbours,
  checkUrlQuery,
  fileTypeQuery,
  linkAnswer,
  linkParams,
  pickerOption,
  pickerOptionsQuery,
  seriesAddBody,
  seriesBookList,
  seriesLinkParams,
  seriesPositionBody,
  telegramAnswer,
} from '#core/schemas/books-admin';
import { z } from 'zod';
import { actorOf } from '../../lib/actor';
import { requireAdmin } from '../../plugins/auth';
import { booksAdminUploadRoutes } from './books-admin.upload-routes';

const tags = ['admin books'];
const security = [{ bearer: [] }];
const recordParams = bookIdParams;

/** spec §7 Books, admin: `/api/book/admin/*` (administrators only; the service checks again). */
export const booksAdminRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const books = () => app.services.booksAdmin;
  const guarded = { onRequest: [requireAdmin] };

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
          params: recordParams,
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
        params: recordParams,
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
        params: recordParams,
        querystring: bookAdminPagingQuery,
        response: { 200: bookAdminList },
      },
    },
    (request) => books().translationsOf(actorOf(request.auth), request.params.id, request.query, request.language),
  );

  app.get(
    '/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Every field of a book in both languages, its links with ids, files, and what leans on it',
        params: recordParams,
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
        params: recordParams,
        response: { 200: bookAdminFiles },
      },
    },
    (request) => books().listFiles(actorOf(request.auth), request.params.id),
  );

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
        params: recordParams,
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
        params: recordParams,
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
        params: recordParams,
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
        params: recordParams,
        response: { 200: telegramAnswer },
      },
    },
    (request) => books().pushToTelegram(actorOf(request.auth), request.params.id, request.language),
  );

  const linkSummary = (kind: string, adding: boolean) =>
    adding
      ? `Link book x to ${kind} y; adding an existing link changes nothing ({ changed: false })`
      : `Unlink book x from ${kind} y; removing a missing link changes nothing ({ changed: false })`;

  for (const kind of ['author', 'translator', 'illustrator', 'compilation', 'tag'] as const) {
    app.post(
      `/${kind}/add/:x/to/:y`,
      {
        ...guarded,
        schema: { tags, security, summary: linkSummary(kind, true), params: linkParams, response: { 200: linkAnswer } },
      },
      (request) => books().addLink(actorOf(request.auth), kind, request.params.x, request.params.y),
    );
  }

  for (const kind of ['author', 'tag', 'translator', 'illustrator', 'compilation', 'series'] as const) {
    app.delete(
      `/${kind}/delete/:x/from/:y`,
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: linkSummary(kind, false),
          params: linkParams,
          response: { 200: linkAnswer },
        },
      },
      (request) => books().removeLink(actorOf(request.auth), kind, request.params.x, request.params.y),
    );
  }

  app.post(
    '/series/add/:bookId/to/:seriesId',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Put a book in a series at { position } (default: after its last book); adding it twice changes nothing',
        params: seriesLinkParams,
        body: seriesAddBody,
        response: { 200: linkAnswer },
      },
    },
    (request) =>
      books().addLink(
        actorOf(request.auth),
        'series',
        request.params.bookId,
        request.params.seriesId,
        request.body?.position,
      ),
  );

  app.put(
    '/series/:bookId/:seriesId',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The book’s position in the series (numbers between volumes allowed: 2.5); 404 when it is not in it',
        params: seriesLinkParams,
        body: seriesPositionBody,
        response: { 200: linkAnswer },
      },
    },
    (request) =>
      books().setSeriesPosition(
        actorOf(request.auth),
        request.params.bookId,
        request.params.seriesId,
        request.body?.position,
      ),
  );

  await app.register(booksAdminUploadRoutes);
};
