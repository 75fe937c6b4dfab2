import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPagesApp, type PagesApp } from '../test/pages-app';
import { buildsByLanguage } from './builds-by-language';

const route = (id: string, path: string | undefined, parentId?: string) => ({ id, path, parentId, module: {} });
const build = {
  routes: {
    root: route('root', ''),
    'layout-default': route('layout-default', 'uk?', 'root'),
    books: route('books', 'books', 'layout-default'),
  },
} as unknown as ServerBuild;

describe('the route tree a path can match', () => {
  const builds = buildsByLanguage(build);
  const layoutPath = (pathname: string) => builds.forPath(pathname).routes['layout-default']!.path;

  it('fixes the locale segment to /uk for Ukrainian pages and their data', () => {
    for (const pathname of ['/uk', '/uk/', '/uk/books', '/uk/books.data', '/uk.data']) {
      expect(layoutPath(pathname)).toBe('uk');
    }
  });

  it('drops it for every other path, which no Ukrainian route can match', () => {
    for (const pathname of ['/', '/books', '/_root.data', '/ukraine', '/ukx/books', '/en/books']) {
      expect(layoutPath(pathname)).toBeUndefined();
    }
  });

  it('keeps the whole tree for route discovery, which asks for paths of both languages', () => {
    expect(builds.forPath('/__manifest')).toBe(build);
  });

  it('leaves every other route as it is', () => {
    expect(builds.forPath('/uk/books').routes.books).toBe(build.routes.books);
    expect(builds.forPath('/books').routes.root).toBe(build.routes.root);
  });
});

// The same rules through the app's page renderer (the development bridge, as the other page tests).
describe('pages of both languages', () => {
  let pages: PagesApp;
  beforeAll(async () => {
    pages = await openPagesApp();
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
  });

  const get = (url: string) => pages.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const langOf = (body: string) => /<html[^>]* lang="(\w+)"/.exec(body)?.[1];

  it('render in their language with and without the prefix', async () => {
    for (const [url, language] of [
      ['/books', 'en'],
      ['/uk/books', 'uk'],
      ['/uk', 'uk'],
      ['/', 'en'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(langOf(response.body), url).toBe(language);
    }
  });

  it('answer 404 for a prefix that is not a language or is doubled', async () => {
    for (const url of ['/ukraine', '/uk/uk/books', '/xx/books', '/uk/no-such-page']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('answer their data requests', async () => {
    expect((await get('/uk/books.data')).statusCode).toBe(200);
    expect((await get('/uk.data')).statusCode).toBe(200);
    expect((await get('/books.data')).statusCode).toBe(200);
  });

  it('are discovered in both languages by one manifest request', async () => {
    // The page's inline manifest names the build's version, which discovery must send back.
    const version = /"version":\s*"([^"]+)"/.exec((await get('/books')).body)?.[1];
    expect(version).toBeTruthy();
    const response = await get(`/__manifest?paths=${encodeURIComponent('/uk/authors,/publishers')}&version=${version}`);
    expect(response.statusCode).toBe(200);
    const ids = Object.keys(response.json());
    expect(ids.some((id) => id.includes('authors'))).toBe(true);
    expect(ids.some((id) => id.includes('publishers'))).toBe(true);
  });
});
