import { catalogue } from './data';
import type {
  AuthorSeed,
  BookSeed,
  CompilationSeed,
  GenreSeed,
  PersonSeed,
  PublisherSeed,
  SeriesSeed,
  TagSeed,
} from './data/types';
import { createUrlNames } from './slugs';

/** A data row with the url name it will have in the database. */
export type Planned<T> = T & { urlName: string };

export interface SeedPlan {
  authors: Planned<AuthorSeed>[];
  books: Planned<BookSeed>[];
  genres: Planned<GenreSeed>[];
  tags: Planned<TagSeed>[];
  publishers: Planned<PublisherSeed>[];
  series: Planned<SeriesSeed>[];
  translators: Planned<PersonSeed>[];
  illustrators: Planned<PersonSeed>[];
  compilations: Planned<CompilationSeed>[];
}

function plan<T>(rows: T[], names: (row: T) => (string | undefined)[], suffix: (row: T) => string): Planned<T>[] {
  const urlName = createUrlNames();
  return rows.map((row) => ({ ...row, urlName: urlName(names(row), suffix(row)) }));
}

/** The catalogue with url names assigned, computed before anything touches the database. */
export function buildSeedPlan(): SeedPlan {
  return {
    authors: plan(
      catalogue.authors,
      (row) => [row.nameEn, row.nameUk],
      () => 'author',
    ),
    books: plan(
      catalogue.books,
      (row) => [row.titleEn, row.titleUk],
      (row) => String(row.firstYear),
    ),
    genres: plan(
      catalogue.genres,
      (row) => [row.nameEn, row.nameUk],
      () => 'genre',
    ),
    tags: plan(
      catalogue.tags,
      (row) => [row.tagEn, row.tagUk],
      () => 'books',
    ),
    publishers: plan(
      catalogue.publishers,
      (row) => [row.titleEn, row.titleUk],
      () => 'publisher',
    ),
    series: plan(
      catalogue.series,
      (row) => [row.titleEn, row.titleUk],
      () => 'series',
    ),
    translators: plan(
      catalogue.translators,
      (row) => [row.nameEn, row.nameUk],
      () => 'translator',
    ),
    illustrators: plan(
      catalogue.illustrators,
      (row) => [row.nameEn, row.nameUk],
      () => 'illustrator',
    ),
    compilations: plan(
      catalogue.compilations,
      (row) => [row.titleEn, row.titleUk],
      () => 'compilation',
    ),
  };
}

/** `key → value` lookup that fails loudly on a key the data files do not define. */
export function indexBy<T, V>(rows: T[], key: (row: T) => string, value: (row: T) => V): (key: string) => V {
  const map = new Map(rows.map((row) => [key(row), value(row)]));
  return (wanted) => {
    if (!map.has(wanted)) throw new Error(`Seed data refers to an unknown key: ${wanted}`);
    return map.get(wanted)!;
  };
}
