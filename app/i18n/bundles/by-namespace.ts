import type { ResourceLanguage } from 'i18next';

/** `{ '../en/books.json': {...} }` as `{ books: {...} }`. */
export function byNamespace(files: Record<string, ResourceLanguage>): ResourceLanguage {
  return Object.fromEntries(
    Object.entries(files).map(([path, resource]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), resource]),
  );
}
