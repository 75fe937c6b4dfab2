import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { linkAnswer, linkParams, seriesAddBody, seriesLinkParams, seriesPositionBody } from '#core/schemas/books-admin';
import { actorOf } from '../../lib/actor';
import { guarded, security, tags } from './books-admin.route-options';

/** A book's links to authors, translators, illustrators, compilations, tags and series. */
export const booksAdminLinkRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const books = () => app.services.booksAdmin;

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
};
