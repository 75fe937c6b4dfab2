/** The entity kinds of the global search modal, in its tabs' order (spec §2), each with its own `POST /api/<kind>/global-search`. */
export const searchKinds = [
  'book',
  'author',
  'user',
  'series',
  'genre',
  'compilation',
  'tag',
  'publisher',
  'translator',
  'illustrator',
] as const;
export type SearchKind = (typeof searchKinds)[number];
