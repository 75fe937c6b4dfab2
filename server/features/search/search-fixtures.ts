import { toSearchKey } from '#core/search/search-key';
import { slugify } from '#core/slug';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';

// Test rows for the search tests, with search keys written the way decision 0001 describes.

let sequence = 0;
const nextSlug = (text: string) => `${slugify(text) || 'item'}-${(sequence += 1)}`;

export interface BookFixture {
  titleEn?: string;
  titleUk?: string;
  readersCount?: number;
  active?: boolean;
  year?: number;
  pages?: number;
  coverPath?: string;
}

export async function insertBook(db: Db, input: BookFixture) {
  const titleEn = input.titleEn ?? '';
  const titleUk = input.titleUk ?? '';
  const [row] = await db
    .insert(schema.books)
    .values({
      titleEn,
      titleUk,
      urlName: nextSlug(titleEn || titleUk),
      readersCount: input.readersCount ?? 0,
      active: input.active ?? true,
      year: input.year ?? null,
      pages: input.pages ?? null,
      coverPath: input.coverPath ?? null,
      searchKey: toSearchKey(titleEn, titleUk),
    })
    .returning();
  return row!;
}

export interface NamedFixture {
  nameEn?: string;
  nameUk?: string;
  booksCount?: number;
  active?: boolean;
}

const named = (input: NamedFixture) => {
  const nameEn = input.nameEn ?? '';
  const nameUk = input.nameUk ?? '';
  return {
    nameEn,
    nameUk,
    urlName: nextSlug(nameEn || nameUk),
    booksCount: input.booksCount ?? 0,
    active: input.active ?? true,
    searchKey: toSearchKey(nameEn, nameUk),
  };
};

const titled = (input: NamedFixture) => {
  const { nameEn, nameUk, ...rest } = named(input);
  return { titleEn: nameEn, titleUk: nameUk, ...rest };
};

export async function insertAuthor(db: Db, input: NamedFixture) {
  const [row] = await db.insert(schema.authors).values(named(input)).returning();
  return row!;
}

export async function insertGenre(db: Db, input: NamedFixture) {
  const [row] = await db.insert(schema.genres).values(named(input)).returning();
  return row!;
}

export async function insertTranslator(db: Db, input: NamedFixture) {
  const [row] = await db.insert(schema.translators).values(named(input)).returning();
  return row!;
}

export async function insertIllustrator(db: Db, input: NamedFixture) {
  const [row] = await db.insert(schema.illustrators).values(named(input)).returning();
  return row!;
}

export async function insertPublisher(db: Db, input: NamedFixture) {
  const [row] = await db.insert(schema.publishers).values(titled(input)).returning();
  return row!;
}

export async function insertSeries(db: Db, input: NamedFixture & { originalBooksCount?: number }) {
  const [row] = await db
    .insert(schema.series)
    .values({ ...titled(input), originalBooksCount: input.originalBooksCount ?? 0 })
    .returning();
  return row!;
}

export async function insertCompilation(db: Db, input: NamedFixture) {
  const [row] = await db.insert(schema.compilations).values(titled(input)).returning();
  return row!;
}

export async function insertTag(db: Db, input: NamedFixture) {
  const { nameEn, nameUk, ...rest } = named(input);
  const [row] = await db
    .insert(schema.tags)
    .values({ tagEn: nameEn, tagUk: nameUk, ...rest })
    .returning();
  return row!;
}
