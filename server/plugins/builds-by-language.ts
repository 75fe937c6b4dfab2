/*
 * React Router matches a request against every branch of the route tree, and builds the tree's
 * branches anew for each render (decision 0011 declares every page once under an optional `uk?`
 * segment, so each branch exists twice: with and without `/uk`). A request's path already says
 * which of the two it can match, so the server renders with a tree whose locale segment is fixed:
 * half the branches to build and walk. The browser keeps the whole tree (the build's assets are
 * untouched), so the same route ids match on both sides and navigation across languages works.
 */
import type { ServerBuild } from 'react-router';
import { prefixedLanguages } from '#core/locale';

type Routes = ServerBuild['routes'];

const localeSegment = `${prefixedLanguages[0]}?`;
const prefix = `/${prefixedLanguages[0]}`;

/** The routes with the optional locale segment made required (`uk`) or absent (pathless). */
function routesWithLocale(routes: Routes, segment: string | undefined): Routes {
  const fixed: Routes = {};
  for (const [id, route] of Object.entries(routes)) {
    fixed[id] = route?.path === localeSegment ? { ...route, path: segment } : route;
  }
  return fixed;
}

export interface BuildsByLanguage {
  /** The build whose routes can match `pathname` (a page's or its `.data` request's). */
  forPath(pathname: string): ServerBuild;
}

export function buildsByLanguage(build: ServerBuild): BuildsByLanguage {
  const prefixed = { ...build, routes: routesWithLocale(build.routes, prefixedLanguages[0]) };
  const unprefixed = { ...build, routes: routesWithLocale(build.routes, undefined) };
  return {
    forPath(pathname) {
      // Route discovery asks for paths of either language at once: the whole tree answers it.
      if (pathname === '/__manifest') return build;
      const afterPrefix = pathname.startsWith(prefix) ? pathname.charAt(prefix.length) : null;
      if (afterPrefix === '' || afterPrefix === '/' || pathname === `${prefix}.data`) return prefixed;
      return unprefixed;
    },
  };
}
