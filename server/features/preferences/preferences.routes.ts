import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import {
  authorsBody,
  booksBody,
  filterPreferences,
  genresBody,
  languagesBody,
  preferences,
} from '#core/schemas/preferences';
import { actorOf } from '../../lib/actor';
import { requireUser } from '../../plugins/auth';

const tags = ['preferences'];
const security = [{ bearer: [] }];
const guarded = { onRequest: [requireUser] };

/** Spec §7 User: the preference flow's calls, under /api/user. Each change answers the whole preferences. */
export const preferencesRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const service = () => app.services.preferences;

  app.get(
    '/me/preferences',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "The caller's favourite genres, book languages, authors, rated books and Preference status",
        response: { 200: preferences },
      },
    },
    (request) => service().getPreferences(actorOf(request.auth), request.language),
  );

  app.get(
    '/me/filter/preferences',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "The caller's preference choices as ids (genres, languages, authors, books with ratings)",
        response: { 200: filterPreferences },
      },
    },
    (request) => service().getFilterPreferences(actorOf(request.auth)),
  );

  app.put(
    '/me/genres',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Replace the favourite genres (ids, at most 100; an empty list clears them)',
        body: genresBody,
        response: { 200: preferences },
      },
    },
    (request) => service().setGenres(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/me/languages',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Replace the book languages (English=1, Ukrainian=3, Polish=4)',
        body: languagesBody,
        response: { 200: preferences },
      },
    },
    (request) => service().setLanguages(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/me/authors',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Replace the favourite authors (ids, at most 100)',
        body: authorsBody,
        response: { 200: preferences },
      },
    },
    (request) => service().setAuthors(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/me/books',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Replace the rated books (id or urlName, rating 1–5, at most 100); each one is marked Finished',
        body: booksBody,
        response: { 200: preferences },
      },
    },
    (request) => service().setBooks(actorOf(request.auth), request.body, request.language),
  );

  app.delete(
    '/me/preference',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Decline the preference flow: every choice is cleared and the Preference status becomes Ignored',
        response: { 200: preferences },
      },
    },
    (request) => service().clearPreferences(actorOf(request.auth), request.language),
  );
};
