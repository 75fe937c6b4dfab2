import { pageTable, type Access, type PageRoute } from '../../app/route-table';
import { concretePath } from './spec-routes';

export interface RealPage {
  /** The route's pattern, '/book/:url'. */
  pattern: string;
  /** A path that opens it, without locale prefix: '/book/kobzar'. */
  path: string;
  access: Access;
}

function flatten(routes: PageRoute[], parent = ''): { pattern: string; file: string; access: Access }[] {
  return routes.flatMap((route) => {
    const pattern = `${parent}/${route.path}`.replace(/\/$/, '') || '/';
    return [{ pattern, file: route.file, access: route.access }, ...flatten(route.children ?? [], pattern)];
  });
}

/**
 * Every page of the route table whose module is built (the "being built" placeholders are left
 * out), with a concrete path from the seeded samples: new pages join the list on their own.
 */
export function realPages(samples: Record<string, string>): RealPage[] {
  return flatten(pageTable)
    .filter((route) => !route.file.startsWith('routes/being-built'))
    .map(({ pattern, access }) => ({ pattern, access, path: concretePath(pattern, samples) }));
}
