/*
 * React Router matches a request by walking the route tree's branches one by one, four times a
 * render (the request, the data query, and the partial manifest's `/` and parent paths), and a
 * parent path such as `/book` matches nothing before the 404 branch, so it walks all of them.
 * A request's path already says which branches it can match:
 * - its language: decision 0011 declares every page once under an optional `uk?` segment, which
 *   React Router expands into two branches per page; a path either starts with `/uk` or cannot
 *   match the expansion that does (decision 0028);
 * - its first segment after the language: a page whose path starts with another fixed word
 *   (`admin/…` for `/book/x`) can match neither the path nor any of its parent paths, nor `/`
 *   (decision 0031).
 * So the server renders with the smallest tree that gives the same matches. The browser keeps the
 * whole tree (the build's assets are untouched), so route ids agree on both sides and navigation
 * anywhere works.
 */
import type { ServerBuild } from 'react-router';
import { prefixedLanguages } from '#core/locale';

type Routes = ServerBuild['routes'];
type Route = NonNullable<Routes[string]>;

const localeSegment = `${prefixedLanguages[0]}?`;
const prefix = `/${prefixedLanguages[0]}`;
/** The tree for a first segment that no page starts with as a fixed word. */
const OTHER = '';

/** The routes with the optional locale segment made required (`uk`) or absent (pathless). */
function routesWithLocale(routes: Routes, segment: string | undefined): Routes {
  const fixed: Routes = {};
  for (const [id, route] of Object.entries(routes)) {
    fixed[id] = route?.path === localeSegment ? { ...route, path: segment } : route;
  }
  return fixed;
}

/** A page's first path segment when it is a fixed word (`book` of `book/:name`); null when it can match any. */
function fixedFirstSegment(route: Route): string | null {
  if (route.index || !route.path) return null;
  const first = route.path.split('/')[0]!;
  if (first === '' || first.startsWith(':') || first.includes('*') || first.endsWith('?')) return null;
  return first.toLowerCase();
}

/**
 * The first segment of a path without its language prefix (lower case, as React Router matches
 * without case), or null when it cannot be told without React Router's own decoding (escapes,
 * empty segments).
 */
function firstSegmentOf(path: string): string | null {
  if (path === '' || path === '/' || path === '/_root') return OTHER;
  const segment = path.split('/', 2)[1]!;
  if (segment === '' || segment.includes('%')) return null;
  return segment.toLowerCase();
}

/** A parent that no route has: React Router builds its tree from the root down and never reaches a route under it. */
const OFF_TREE = 'off-tree';

/**
 * `routes` with the routes `offTree` names moved off the tree, and so everything under them. They
 * stay listed: the render looks up the module of every route the browser's manifest holds.
 */
function withRoutesOffTree<T extends { parentId?: string }>(
  routes: Record<string, T | undefined>,
  offTree: ReadonlySet<string>,
): Record<string, T | undefined> {
  const chosen: Record<string, T | undefined> = {};
  for (const [id, route] of Object.entries(routes)) {
    chosen[id] = route && offTree.has(id) ? { ...route, parentId: OFF_TREE } : route;
  }
  return chosen;
}

export interface BuildsByPath {
  /** The build whose routes match `pathname` (a page's or its `.data` request's) as the whole tree does. */
  forPath(pathname: string): ServerBuild;
}

export function buildsByPath(build: ServerBuild): BuildsByPath {
  const layoutIds = new Set(
    Object.values(build.routes)
      .filter((route) => route?.path === localeSegment)
      .map((route) => route!.id),
  );
  /** A page's first path word when it is fixed; null for any other route. */
  const firstWordOf = (route: Route) =>
    route.parentId !== undefined && layoutIds.has(route.parentId) ? fixedFirstSegment(route) : null;
  const segments = new Set<string>([OTHER]);
  for (const route of Object.values(build.routes)) {
    const first = route && firstWordOf(route);
    if (first) segments.add(first);
  }
  /** The pages (children of a layout) that start with a fixed word other than `segment`. */
  const offTreeFor = (segment: string) =>
    new Set(
      Object.values(build.routes)
        .filter((route) => route && ![null, segment].includes(firstWordOf(route)))
        .map((route) => route!.id),
    );
  const treesFor = (routes: Routes) => {
    const bySegment = new Map<string, ServerBuild>();
    return {
      whole: { ...build, routes },
      /**
       * Made at the first request for the segment (development makes the trees anew for each request).
       * The render builds its routes from the browser's manifest on every request: it is trimmed
       * the same way, while the entries it sends to the browser stay as they are.
       */
      forSegment(segment: string): ServerBuild {
        const known = segments.has(segment) ? segment : OTHER;
        let tree = bySegment.get(known);
        if (!tree) {
          const offTree = offTreeFor(known);
          const assets = { ...build.assets, routes: withRoutesOffTree(build.assets.routes, offTree) };
          bySegment.set(known, (tree = { ...build, routes: withRoutesOffTree(routes, offTree), assets }));
        }
        return tree;
      },
    };
  };
  const prefixed = treesFor(routesWithLocale(build.routes, prefixedLanguages[0]));
  const unprefixed = treesFor(routesWithLocale(build.routes, undefined));
  return {
    forPath(pathname) {
      // Route discovery asks for paths of either language at once: the whole tree answers it.
      if (pathname === '/__manifest') return build;
      // A data request (`/uk/books.data`, `/uk.data`) is matched as its page.
      const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
      const inPrefixedLanguage = path === prefix || path.startsWith(`${prefix}/`);
      const language = inPrefixedLanguage ? prefixed : unprefixed;
      const segment = firstSegmentOf(inPrefixedLanguage ? path.slice(prefix.length) : path);
      if (segment === null) return language.whole;
      return language.forSegment(segment);
    },
  };
}
