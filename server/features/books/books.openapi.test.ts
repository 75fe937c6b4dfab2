import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-zod-openapi';
import { expect, it } from 'vitest';
import { openApiPlugin } from '../../plugins/openapi';
import type { Config } from '../../config';
import type { Services } from '../../services';
import { booksRoutes } from './books.routes';

// The book routes alone, so another domain's schema cannot hide a gap in this one's documentation.
it('documents every public book call with a summary and a response', async () => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('services', { books: {} } as unknown as Services);
  app.decorate('config', { appUrl: 'http://localhost:3000' } as Config);
  await app.register(openApiPlugin);
  await app.register(booksRoutes, { prefix: '/api/book' });
  await app.ready();
  const paths = (
    app.swagger() as {
      paths: Record<string, Record<string, { summary?: string; tags?: string[]; responses?: object }>>;
    }
  ).paths;
  const expected = [
    ['get', '/api/book/landing-info'],
    ['post', '/api/book/items'],
    ['get', '/api/book/filter-options'],
    ['get', '/api/book/details/{id}'],
    ['get', '/api/book/part/{id}'],
    ['get', '/api/book/{id}/similar'],
    ['get', '/api/book/items/{n}/author/{id}'],
    ['get', '/api/book/items/{n}/translator/{id}'],
    ['get', '/api/book/items/{n}/illustrator/{id}'],
    ['get', '/api/book/items/{n}/genre/{id}'],
    ['get', '/api/book/items/compilation/{id}'],
    ['get', '/api/book/items/series/{id}'],
    ['post', '/api/book/entity-items'],
    ['post', '/api/book/items/translator/{id}'],
    ['post', '/api/book/items/illustrator/{id}'],
    ['post', '/api/book/items/publisher/{id}'],
    ['get', '/api/book/owner/{id}'],
    ['get', '/api/book/preference'],
    ['get', '/api/book/user-status/{id}'],
    ['get', '/api/book/{id}/read'],
    ['get', '/api/book/{id}/file/{type}'],
  ];
  for (const [method, path] of expected) {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation.summary).toBeTruthy();
    expect(operation.tags).toEqual(['books']);
    expect(operation.responses).toHaveProperty('200');
  }
  await app.close();
});
