import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContextPlugin } from './request-context';

const app = Fastify();

beforeAll(async () => {
  await app.register(requestContextPlugin);
  app.get('/*', async (request) => ({ language: request.language }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const languageOf = async (url: string, headers: Record<string, string> = {}) =>
  (await app.inject({ url, headers })).json<{ language: string }>().language;

describe('the request language', () => {
  it.each([
    ['/', 'en'],
    ['/books?page=2', 'en'],
    ['/uk', 'uk'],
    ['/uk?ref=mail', 'uk'],
    ['/uk/books', 'uk'],
    // React Router's data requests for the same pages
    ['/uk.data', 'uk'],
    ['/uk/books.data?_routes=root', 'uk'],
    ['/_root.data', 'en'],
    ['/ukraine', 'en'],
  ])('of a page at %s is %s', async (url, language) => {
    expect(await languageOf(url)).toBe(language);
  });

  it('follows the language header of API calls', async () => {
    expect(await languageOf('/api/books', { language: 'uk' })).toBe('uk');
    expect(await languageOf('/uk/books', { language: 'en' })).toBe('en');
  });
});
