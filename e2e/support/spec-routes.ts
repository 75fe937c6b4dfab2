import { readFileSync } from 'node:fs';

const specDir = new URL('../../docs/spec/', import.meta.url);

function readTsv(name: string): Record<string, string>[] {
  const [head, ...lines] = readFileSync(new URL(name, specDir), 'utf8').trim().split('\n');
  const columns = head.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((value, index) => [columns[index], value])));
}

export interface SpecRoute {
  path: string;
  access: 'public' | 'user' | 'author' | 'admin';
}

export const specRoutes = readTsv('routes.tsv') as unknown as SpecRoute[];
export const specRedirects = readTsv('redirects.tsv') as unknown as { from: string; to: string }[];

const slugged =
  /^\/(book|author|compilation|genre|illustrator|publisher|series|tag|translator|user)\/:(url|username)\??/;

/** A concrete path for a route pattern: slugs from real rows, optional params dropped, others '1'. */
export function concretePath(pattern: string, samples: Record<string, string>): string {
  // The book administration page opens a book by its url name too: the gate checks it on a real book.
  if (pattern === '/admin/book/:id?' && samples.book) return `/admin/book/${encodeURIComponent(samples.book)}`;
  let path = pattern;
  const match = path.match(slugged);
  if (match) path = path.replace(/:(url|username)\??/, encodeURIComponent(samples[match[1]] ?? 'missing'));
  return path.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, '1');
}
