import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { z } from 'zod';
import {
  authorCustom,
  authorCustomUpdate,
  authorDetails,
  authorList,
  authorPreferenceList,
  authorPreferenceQuery,
  registrationOption,
  registrationOptionsQuery,
} from '#core/schemas/authors';
import { entityFilter, entityIdParams, entityOptions, entityOptionsQuery } from '#core/schemas/entities';
import { actorOf } from '../../lib/actor';
import { requireAuthor } from '../../plugins/auth';

const tags = ['authors'];
const security = [{ bearer: [] }];

/** Public and Author-role author calls of spec §7 under /api/author (comments and global-search live elsewhere). */
export const authorsRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const authors = () => app.services.authors;

  app.post(
    '/items',
    {
      schema: {
        tags,
        summary: 'A page of authors (search text, sort type)',
        body: entityFilter,
        response: { 200: authorList },
      },
    },
    (request) => authors().listAuthors(request.body, request.language),
  );

  app.get(
    '/options',
    {
      schema: {
        tags,
        summary: 'Authors as filter choices, the most-booked first, narrowed by a search text',
        querystring: entityOptionsQuery,
        response: { 200: entityOptions },
      },
    },
    (request) => authors().listAuthorOptions(request.query, request.language),
  );

  app.get(
    '/registration-options',
    {
      schema: {
        tags,
        summary: 'Authors to claim at author sign-up; taken ones are marked not available',
        querystring: registrationOptionsQuery,
        response: { 200: z.array(registrationOption) },
      },
    },
    (request) => authors().listRegistrationOptions(request.query.search, request.language),
  );

  app.get(
    '/preference',
    {
      schema: {
        tags,
        summary: 'Authors to pick from in the preference flow',
        querystring: authorPreferenceQuery,
        response: { 200: authorPreferenceList },
      },
    },
    (request) => authors().listPreferenceAuthors(request.query, request.language),
  );

  app.get(
    '/custom',
    {
      onRequest: [requireAuthor],
      schema: {
        tags,
        summary: "The signed-in author's own page in both languages",
        security,
        response: { 200: authorCustom },
      },
    },
    (request) => authors().getOwnAuthor(actorOf(request.auth)),
  );

  app.get(
    '/custom/me',
    {
      onRequest: [requireAuthor],
      schema: {
        tags,
        summary: "The signed-in author's own page as visitors see it",
        security,
        response: { 200: authorDetails },
      },
    },
    (request) => authors().getOwnAuthorDetails(actorOf(request.auth), request.language),
  );

  app.put(
    '/custom/update',
    {
      onRequest: [requireAuthor],
      schema: {
        tags,
        summary: "Update the signed-in author's information (not its link)",
        security,
        body: authorCustomUpdate,
        response: { 200: authorCustom },
      },
    },
    (request) => authors().updateOwnAuthor(actorOf(request.auth), request.body),
  );

  app.get(
    '/:id',
    {
      schema: { tags, summary: 'An author by id or urlName', params: entityIdParams, response: { 200: authorDetails } },
    },
    (request) => authors().getAuthor(request.params.id, request.language),
  );
};
