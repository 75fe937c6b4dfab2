import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { z } from 'zod';
import { entityFilter, entityIdParams, entityOptions } from '#core/schemas/entities';
import {
  genreDetails,
  genreItem,
  genreList,
  genreOwnerOption,
  genreOwnerOptionsQuery,
  genrePreference,
  topGenresQuery,
} from '#core/schemas/genres';
import { actorOf } from '../../lib/actor';
import { requireAuthor } from '../../plugins/auth';

const tags = ['genres'];

/** Public genre calls of spec §7 under /api/genre (global-search lives with the search feature). */
export const genresRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const genres = () => app.services.genres;

  app.get(
    '/items/top',
    {
      schema: {
        tags,
        summary: 'Genres with the most books',
        querystring: topGenresQuery,
        response: { 200: z.array(genreItem) },
      },
    },
    (request) => genres().listTopGenres(request.query.count, request.language),
  );

  app.post(
    '/items',
    {
      schema: {
        tags,
        summary: 'A page of genres (search text, sort type)',
        body: entityFilter,
        response: { 200: genreList },
      },
    },
    (request) => genres().listGenres(request.body, request.language),
  );

  app.get(
    '/options',
    { schema: { tags, summary: 'Every active genre as a filter choice', response: { 200: entityOptions } } },
    (request) => genres().listGenreOptions(request.language),
  );

  app.get(
    '/parent-options',
    { schema: { tags, summary: 'Top-level genres as choices', response: { 200: entityOptions } } },
    (request) => genres().listParentGenreOptions(request.language),
  );

  app.get(
    '/preference',
    {
      schema: {
        tags,
        summary: 'Genres to pick from in the preference flow',
        response: { 200: z.array(genrePreference) },
      },
    },
    (request) => genres().listPreferenceGenres(request.language),
  );

  app.get(
    '/owner/options',
    {
      onRequest: [requireAuthor],
      schema: {
        tags,
        summary: "Genre choices of an author's book form, marking the book's genres",
        security: [{ bearer: [] }],
        querystring: genreOwnerOptionsQuery,
        response: { 200: z.array(genreOwnerOption) },
      },
    },
    (request) => genres().listOwnerGenreOptions(actorOf(request.auth), request.query.bookId, request.language),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'A genre by id or urlName', params: entityIdParams, response: { 200: genreDetails } } },
    (request) => genres().getGenre(request.params.id, request.language),
  );
};
