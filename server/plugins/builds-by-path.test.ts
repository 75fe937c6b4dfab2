import { readFileSync } from 'node:fs';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, pathInLanguage } from '#core/locale';
import { openPagesApp, type PagesApp } from '../test/pages-app';
import { buildsByPath } from './builds-by-path';

type Routes = ServerBuild['routes'];

/** The flat list nested again, as React Router's matcher takes it. */
function treeOf(routes: Routes, parentId: string | undefined = undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route!.parentId === parentId)
    .map((route) => {
      const { id, path, index } = route!;
      return (index ? { id, index: true } : { id, path, children: treeOf(routes, id) }) as RouteObject;
    });
}

const idsIn = (tree: RouteObject[]): string[] => tree.flatMap((route) => [route.id!, ...idsIn(route.children ?? [])]);
const routeIds = (tree: RouteObject[], pathname: string) =>
  matchRoutes(tree, pathname)?.map((match) => match.route.id) ?? [];
/** What React Router matches for a page or its data request (`/x.data` is `/x`, `/_root.data` is `/`). */
const pageOf = (pathname: string) => pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/') || '/';

const specPaths = readFileSync(new URL('../../docs/spec/routes.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t')[0]!.replaceAll('?', '').replace(/:\w+/g, 'x'));
/** Each path and its parents, in both languages, as pages and as data requests. */
const samplePaths = [
  ...new Set(
    specPaths.flatMap((path) =>
      languages.flatMap((language) => {
        const segments = pathInLanguage(path, language).split('/');
        return segments.map((_, count) => segments.slice(0, count + 1).join('/') || '/');
      }),
    ),
  ),
].flatMap((path) => [path, path === '/' ? '/_root.data' : `${path}.data`]);
const oddPaths = ['/BOOK/x', '/uk/Books', '/b%6Fok/x', '//book/x', '/book//x', '/ukraine', '/uk/uk/books', '/xx/books'];

describe('the route tree a path is matched against', () => {
  // The app's own server build, as the development bridge loads it.
  let build: ServerBuild;
  let builds: ReturnType<typeof buildsByPath>;
  let wholeTree: RouteObject[];
  beforeAll(async () => {
    const vite = await createServer({
      server: { middlewareMode: true, hmr: false },
      appType: 'custom',
      logLevel: 'silent',
    });
    try {
      build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    } finally {
      await vite.close();
    }
    builds = buildsByPath(build);
    wholeTree = treeOf(build.routes);
  }, 120_000);

  it('matches every page, its parents and its data request as the whole tree does, in both languages', () => {
    expect(samplePaths.length).toBeGreaterThan(400);
    for (const pathname of [...samplePaths, ...oddPaths]) {
      const chosen = treeOf(builds.forPath(pathname).routes);
      expect(routeIds(chosen, pageOf(pathname)), pathname).toEqual(routeIds(wholeTree, pageOf(pathname)));
    }
  });

  it('holds only the pages that can match: a book page is matched against a handful of branches', () => {
    const ids = idsIn(treeOf(builds.forPath('/uk/book/x').routes));
    expect(ids).toContain('not-found');
    expect(ids.some((id) => id.startsWith('admin'))).toBe(false);
    expect(ids.length).toBeLessThan(idsIn(wholeTree).length / 3);
  });

  it('trims the browser manifest the render builds its routes from the same way, and sends its entries unchanged', () => {
    const chosen = builds.forPath('/uk/book/x');
    const manifestTree = treeOf(chosen.assets.routes as Routes);
    expect(idsIn(manifestTree).sort()).toEqual(idsIn(treeOf(chosen.routes)).sort());
    for (const id of idsIn(manifestTree)) expect(chosen.assets.routes[id], id).toBe(build.assets.routes[id]);
    expect(Object.keys(chosen.assets.routes)).toEqual(Object.keys(build.assets.routes));
  });

  it('fixes the locale segment to /uk for Ukrainian pages and their data, and drops it for every other path', () => {
    const layoutPath = (pathname: string) => builds.forPath(pathname).routes['layout-default']!.path;
    for (const pathname of ['/uk', '/uk/', '/uk/books', '/uk/books.data', '/uk.data']) {
      expect(layoutPath(pathname), pathname).toBe('uk');
    }
    for (const pathname of ['/', '/books', '/_root.data', '/ukraine', '/ukx/books', '/en/books']) {
      expect(layoutPath(pathname), pathname).toBeUndefined();
    }
  });

  it('makes each tree once', () => {
    expect(builds.forPath('/book/a')).toBe(builds.forPath('/book/b/recensions'));
    expect(builds.forPath('/no-such-word')).toBe(builds.forPath('/another-word'));
  });

  it('keeps the whole tree for route discovery, which asks for paths of both languages', () => {
    expect(builds.forPath('/__manifest')).toBe(build);
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
