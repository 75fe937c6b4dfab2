import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMS, pageUrlOf } from './page-query';

const appDir = fileURLToPath(new URL('../../app', import.meta.url));

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// The ways app/ reads a query parameter by name: `searchParams.get('page')`, `search.getAll('tags')`,
// helpers taking `(search, 'genres')`, a `flag('admin')` of the users filters, `SEARCH_PARAM = 'q'`.
const readers = [
  /\b(?:search|searchParams|params)\.(?:get|getAll|has)\(\s*'(\w+)'/g,
  /\(\s*search\s*,\s*'(\w+)'/g,
  /\bflag\(\s*'(\w+)'\)/g,
  /_PARAM\s*=\s*'(\w+)'/g,
];

describe('page query parameters', () => {
  it('lists every parameter a page under app/ reads', () => {
    const read = new Set<string>();
    for (const file of sourcesOf(appDir)) {
      const text = readFileSync(file, 'utf8');
      for (const reader of readers) for (const [, name] of text.matchAll(reader)) read.add(name!);
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !PAGE_QUERY_PARAMS.has(name))).toEqual([]);
  });

  it('keeps the parameters a page reads, in a stable order, and drops the others', () => {
    expect(pageUrlOf('/books')).toBe('/books');
    expect(pageUrlOf('/books?cb=123')).toBe('/books');
    expect(pageUrlOf('/books?')).toBe('/books');
    expect(pageUrlOf('/uk/books?utm_source=mail&page=2&fbclid=x')).toBe('/uk/books?page=2');
    expect(pageUrlOf('/books?sort=2&page=3')).toBe(pageUrlOf('/books?page=3&sort=2'));
    expect(pageUrlOf('/books?genres=b&cb=1&genres=a')).toBe('/books?genres=b&genres=a');
    expect(pageUrlOf('/authors?q=%D0%A8%D0%B5%D0%B2')).toBe('/authors?q=%D0%A8%D0%B5%D0%B2');
  });

  it('leaves React Router’s own requests whole: route discovery and the routes of a .data request', () => {
    const discovery = '/__manifest?p=%2Fauthor%2Fx&p=%2Fbooks&version=1a2b3c';
    expect(pageUrlOf(discovery)).toBe(discovery);
    expect(pageUrlOf('/books.data?_routes=root%2Croutes%2Fbooks&cb=1')).toBe(
      '/books.data?_routes=root%2Croutes%2Fbooks',
    );
  });
});
