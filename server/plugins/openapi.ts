import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { fastifyZodOpenApiPlugin, fastifyZodOpenApiTransformers } from 'fastify-zod-openapi';
import { errorAnswer } from '#core/schemas/errors';

const RATE_LIMITED = Symbol('rate limited');

/** Marks a preHandler as a rate limit, so the call documents its 429 answer. */
export function rateLimitMarked<T extends object>(handler: T): T {
  return Object.assign(handler, { [RATE_LIMITED]: true });
}

const errorDescriptions: Record<number, string> = {
  400: 'The input is not valid (per-field messages in `errors`)',
  401: 'Not signed in, or the session ended',
  403: 'Signed in without the right to do this',
  404: 'No such record',
  429: 'Too many calls from this address; `Retry-After` says when to try again',
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `<domain><Verb><Rest>` from the method and path: `GET /api/book/details/{id}` → `bookGetDetails`.
 * Stable as long as the path is, and unique (the OpenAPI test checks it).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api' && !segment.startsWith(':') && !segment.startsWith('*'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/).filter(Boolean));
  const [domain = 'root', ...rest] = words;
  return [domain.toLowerCase(), capitalised(method.toLowerCase()), ...rest.map(capitalised)].join('');
}

type Schema = Record<string, unknown> & { response?: Record<string | number, unknown>; hide?: boolean };

/** The answers a call can fail with, from what it takes and who may call it. */
function errorStatuses(route: RouteOptions, schema: Schema): number[] {
  const statuses: number[] = [];
  if (schema.params || schema.querystring || schema.body) statuses.push(400);
  const guarded = Array.isArray(schema.security) && schema.security.length > 0;
  if (guarded) statuses.push(401, 403);
  if (route.url.includes(':')) statuses.push(404);
  const preHandlers = [route.preHandler ?? []].flat();
  if (preHandlers.some((handler) => (handler as { [RATE_LIMITED]?: boolean })[RATE_LIMITED])) statuses.push(429);
  return statuses;
}

/**
 * Every documented call gets its operationId, `security: []` when it is public, and its error
 * answers in the spec's shape, here in one place: a call added later is born documented.
 */
function documentRoute(route: RouteOptions) {
  const methods = [route.method].flat();
  if (methods.includes('HEAD') && methods.length === 1) return;
  const schema = (route.schema ?? {}) as Schema;
  if (schema.hide) return;
  const method = methods.find((name) => name !== 'HEAD') ?? 'GET';
  const response = { ...schema.response };
  for (const status of errorStatuses(route, schema))
    response[status] ??= errorAnswer.meta({ description: errorDescriptions[status] });
  route.schema = {
    ...schema,
    operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, route.url),
    security: (schema.security as Record<string, string[]>[] | undefined) ?? [],
    response,
  };
}

/** OpenAPI 3 generated from the routes' zod schemas: /api/openapi.json and Swagger UI at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', documentRoute);
  await app.register(fastifyZodOpenApiPlugin);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Polytsia API',
        version: '1.0.0',
        description:
          'The REST API of Polytsia. Send `language: en|uk` for messages in that language and `Authorization: Bearer <token>` for protected calls.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: app.config.appUrl, description: 'This deployment' }],
      tags: [
        { name: 'health', description: 'Liveness and readiness for load balancers' },
        { name: 'search', description: 'One search box over every kind of record' },
        { name: 'books', description: 'The catalogue: lists, details, shelves and files of books' },
        { name: 'genres', description: 'Genres and their tree' },
        { name: 'authors', description: 'Authors, and an author’s own page' },
        { name: 'tags', description: 'Tags of books' },
        { name: 'publishers', description: 'Publishers' },
        { name: 'compilations', description: 'Compilations (anthologies)' },
        { name: 'translators', description: 'Translators' },
        { name: 'illustrators', description: 'Illustrators' },
        { name: 'series', description: 'Book series' },
        { name: 'content', description: 'Editorial pages (about, rules, privacy)' },
        { name: 'auth', description: 'Sign-up, sign-in, sessions, email and password recovery' },
        { name: 'account', description: 'The signed-in reader’s own profile and settings' },
        { name: 'admin users', description: 'User administration (administrators only)' },
        {
          name: 'admin books',
          description: 'Book administration: fields, links, files, covers, Telegram (administrators only)',
        },
        { name: 'statuses', description: 'A reader’s shelf status of a book' },
        { name: 'recensions', description: 'Recensions of books: writing, likes, saves, moderation' },
        { name: 'quotes', description: 'Quotes from books: writing, likes, saves, moderation, the quote of the day' },
        { name: 'comments', description: 'Comments and replies on recensions, quotes, authors and compilations' },
      ],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    ...fastifyZodOpenApiTransformers,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
