import { readFileSync } from 'node:fs';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { languages, pathInLanguage } from '#core/locale';
import routes from './routes';

interface Entry {
  id?: string;
  path?: string;
  index?: boolean;
  children?: Entry[];
}

const tree = routes as Entry[];
/**
 * Patterns without optional markers: the table folds a spec pair such as `/messenger` and
 * `/messenger/:chatId` into one optional entry, and makes a book sub-page's `:url` required.
 */
const bare = (pattern: string) => pattern.replaceAll('?', '');
const specPatterns = readFileSync(new URL('../docs/spec/routes.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => bare(line.split('\t')[0]!));

const countEntries = (entries: Entry[]): number =>
  entries.reduce((sum, entry) => sum + 1 + countEntries(entry.children ?? []), 0);

const isLayout = (entry: Entry) => entry.id?.startsWith('layout-');

/** Every page's full pattern, the layouts' optional locale segment left out. */
function patternsOf(entries: Entry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    if (isLayout(entry)) return patternsOf(entry.children ?? [], parent);
    if (entry.id === 'not-found') return [];
    const own = entry.index ? parent || '/' : bare(`${parent}/${entry.path}`);
    return [own, ...patternsOf(entry.children ?? [], own === '/' ? '' : own)];
  });
}

/** A path the pattern matches, every parameter filled. */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, 'x');

describe('the route tree (docs/decisions/0011-one-route-tree.md)', () => {
  it('holds at most 150 entries for both languages (the root route aside)', () => {
    expect(countEntries(tree)).toBeLessThanOrEqual(150);
  });

  it('declares each page once', () => {
    const declared = patternsOf(tree);
    expect(declared.filter((pattern, index) => declared.indexOf(pattern) !== index)).toEqual([]);
  });

  it.each(languages)('reaches every page in %s, and no page under a wrong prefix', (language) => {
    for (const pattern of specPatterns) {
      const path = pathInLanguage(concrete(pattern), language);
      const last = matchRoutes(tree as RouteObject[], path)?.at(-1)?.route as Entry | undefined;
      expect(last?.id, path).not.toBe('not-found');
    }
    const wrongPrefix = matchRoutes(tree as RouteObject[], '/xx/books')?.at(-1)?.route as Entry | undefined;
    expect(wrongPrefix?.id).toBe('not-found');
  });
});
