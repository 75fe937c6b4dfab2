import { bookSearchKey, toSearchKey } from '../../core/search/search-key';
import {
  authors,
  bookAuthors,
  bookCompilations,
  bookGenres,
  bookIllustrators,
  bookLanguages,
  books,
  bookSeries,
  bookTags,
  bookTranslators,
  categories,
  categoryAuthors,
  categoryBooks,
  compilations,
  contentPages,
  contentPageVersions,
  genres,
  illustrators,
  publishers,
  series,
  tags,
  translators,
} from '../../server/db/schema';
import { catalogue } from './data';
import { isbn10Of, isbn13 } from './data/isbn';
import { coverPathOf, entityImagePathOf } from './images';
import { BASE_DATE, daysBefore, insertChunks, type Writer } from './insert';
import { indexBy, type SeedPlan } from './plan';
import type { SeededRandom } from './random';

const KIND_VALUE = { book: 1, manga: 2, comics: 3 } as const;

export interface CatalogueIds {
  author: (key: string) => number;
  book: (key: string) => number;
  genre: (key: string) => number;
  compilation: (key: string) => number;
}

interface Options {
  covers: boolean;
  images: boolean;
}

type IdRow = { id: number; urlName: string };

/** Maps data keys to the ids the database gave the rows (matched through the unique url name). */
function idsByKey<T extends { key: string; urlName: string }>(planned: T[], rows: IdRow[]) {
  const idByUrl = new Map(rows.map((row) => [row.urlName, row.id]));
  return indexBy(
    planned,
    (row) => row.key,
    (row) => idByUrl.get(row.urlName)!,
  );
}

/**
 * Days before BASE_DATE a book entered the catalogue: new and just-released books are the
 * latest additions, announced ones a little older, the rest spread over two years.
 */
function catalogueAge(stateStatus: number, random: SeededRandom): number {
  if (stateStatus === 1 || stateStatus === 3) return random.int(0, 30);
  if (stateStatus === 4) return random.int(10, 60);
  return random.int(60, 720);
}

export async function seedTaxonomy(tx: Writer, plan: SeedPlan, options: Options, random: SeededRandom) {
  const image = (folder: string, urlName: string) => (options.images ? entityImagePathOf(folder, urlName) : null);
  const created = () => daysBefore(BASE_DATE, random.int(400, 900));

  const publisherRows = await tx
    .insert(publishers)
    .values(
      plan.publishers.map((row) => ({
        titleEn: row.titleEn,
        titleUk: row.titleUk,
        descriptionEn: row.descriptionEn,
        descriptionUk: row.descriptionUk,
        iconLink: image('publishers', row.urlName),
        urlName: row.urlName,
        searchKey: toSearchKey(row.titleEn, row.titleUk),
        createdAt: created(),
      })),
    )
    .returning({ id: publishers.id, urlName: publishers.urlName });

  // Parents first, so every child can point at its parent's id.
  const genreValues = (rows: SeedPlan['genres'], parentId: (key: string) => number | null) =>
    rows.map((row) => ({
      nameEn: row.nameEn,
      nameUk: row.nameUk,
      descriptionEn: row.descriptionEn,
      descriptionUk: row.descriptionUk,
      imageLink: image('genres', row.urlName),
      parentId: row.parent ? parentId(row.parent) : null,
      urlName: row.urlName,
      searchKey: toSearchKey(row.nameEn, row.nameUk),
      createdAt: created(),
    }));
  const topGenres = plan.genres.filter((row) => !row.parent);
  const topRows = await tx
    .insert(genres)
    .values(genreValues(topGenres, () => null))
    .returning({ id: genres.id, urlName: genres.urlName });
  const topId = idsByKey(topGenres, topRows);
  const childRows = await tx
    .insert(genres)
    .values(
      genreValues(
        plan.genres.filter((row) => row.parent),
        topId,
      ),
    )
    .returning({ id: genres.id, urlName: genres.urlName });

  const tagRows = await tx
    .insert(tags)
    .values(
      plan.tags.map((row) => ({
        tagEn: row.tagEn,
        tagUk: row.tagUk,
        urlName: row.urlName,
        searchKey: toSearchKey(row.tagEn, row.tagUk),
        createdAt: created(),
      })),
    )
    .returning({ id: tags.id, urlName: tags.urlName });

  const seriesRows = await tx
    .insert(series)
    .values(
      plan.series.map((row) => ({
        titleEn: row.titleEn,
        titleUk: row.titleUk,
        descriptionEn: row.descriptionEn,
        descriptionUk: row.descriptionUk,
        originalBooksCount: row.originalBooksCount,
        urlName: row.urlName,
        searchKey: toSearchKey(row.titleEn, row.titleUk),
        createdAt: created(),
      })),
    )
    .returning({ id: series.id, urlName: series.urlName });

  const personValues = (rows: SeedPlan['translators'], folder: string) =>
    rows.map((row) => ({
      nameEn: row.nameEn,
      nameUk: row.nameUk,
      descriptionEn: row.descriptionEn,
      descriptionUk: row.descriptionUk,
      imageLink: image(folder, row.urlName),
      urlName: row.urlName,
      searchKey: toSearchKey(row.nameEn, row.nameUk),
      createdAt: created(),
    }));
  const translatorRows = await tx
    .insert(translators)
    .values(personValues(plan.translators, 'translators'))
    .returning({ id: translators.id, urlName: translators.urlName });
  const illustratorRows = await tx
    .insert(illustrators)
    .values(personValues(plan.illustrators, 'illustrators'))
    .returning({ id: illustrators.id, urlName: illustrators.urlName });

  const authorRows = await tx
    .insert(authors)
    .values(
      plan.authors.map((row) => ({
        nameEn: row.nameEn,
        nameUk: row.nameUk,
        descriptionEn: row.bioEn,
        descriptionUk: row.bioUk,
        imageLink: image('authors', row.urlName),
        birthYear: row.birthYear,
        deathYear: row.deathYear ?? null,
        urlName: row.urlName,
        active: row.active ?? true,
        searchKey: toSearchKey(row.nameEn, row.nameUk),
        createdAt: created(),
      })),
    )
    .returning({ id: authors.id, urlName: authors.urlName });

  return {
    publisher: idsByKey(plan.publishers, publisherRows),
    genre: idsByKey(plan.genres, [...topRows, ...childRows]),
    tag: idsByKey(plan.tags, tagRows),
    series: idsByKey(plan.series, seriesRows),
    translator: idsByKey(plan.translators, translatorRows),
    illustrator: idsByKey(plan.illustrators, illustratorRows),
    author: idsByKey(plan.authors, authorRows),
  };
}

export async function seedBooks(
  tx: Writer,
  plan: SeedPlan,
  ids: Awaited<ReturnType<typeof seedTaxonomy>>,
  options: Options,
  random: SeededRandom,
) {
  const authorOf = indexBy(
    plan.authors,
    (row) => row.key,
    (row) => row,
  );
  const bookRows = await tx
    .insert(books)
    .values(
      plan.books.map((row) => {
        const isbn = row.isbn ? isbn13(row.isbn) : null;
        const createdAt = daysBefore(BASE_DATE, catalogueAge(row.stateStatus, random), random.int(0, 23));
        return {
          titleEn: row.titleEn,
          titleUk: row.titleUk,
          subtitleEn: row.subtitleEn ?? '',
          subtitleUk: row.subtitleUk ?? '',
          descriptionEn: row.descriptionEn,
          descriptionUk: row.descriptionUk,
          originalTitle: row.originalTitle ?? null,
          kind: KIND_VALUE[row.kind],
          format: row.format,
          isbn,
          isbn10: isbn && row.withIsbn10 ? isbn10Of(isbn) : null,
          publisherId: row.publisher ? ids.publisher(row.publisher) : null,
          year: row.year,
          firstYear: row.firstYear,
          pages: row.pages,
          ageRestriction: row.ageRestriction,
          coverPath: options.covers ? coverPathOf(row.urlName) : null,
          stateStatus: row.stateStatus,
          urlName: row.urlName,
          active: row.active ?? true,
          searchKey: bookSearchKey(row, row.authors.map(authorOf)),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: books.id, urlName: books.urlName });
  const book = idsByKey(plan.books, bookRows);

  const links = <T>(make: (row: SeedPlan['books'][number], bookId: number) => T[]) =>
    plan.books.flatMap((row) => make(row, book(row.key)));
  await insertChunks(
    tx,
    bookAuthors,
    links((row, bookId) => row.authors.map((key, position) => ({ bookId, authorId: ids.author(key), position }))),
  );
  await insertChunks(
    tx,
    bookGenres,
    links((row, bookId) => row.genres.map((key) => ({ bookId, genreId: ids.genre(key) }))),
  );
  await insertChunks(
    tx,
    bookTags,
    links((row, bookId) => row.tags.map((key) => ({ bookId, tagId: ids.tag(key) }))),
  );
  await insertChunks(
    tx,
    bookLanguages,
    links((row, bookId) => row.languages.map((language) => ({ bookId, language }))),
  );
  await insertChunks(
    tx,
    bookTranslators,
    links((row, bookId) =>
      (row.translators ?? []).map((key, position) => ({ bookId, translatorId: ids.translator(key), position })),
    ),
  );
  await insertChunks(
    tx,
    bookIllustrators,
    links((row, bookId) =>
      (row.illustrators ?? []).map((key, position) => ({ bookId, illustratorId: ids.illustrator(key), position })),
    ),
  );
  await insertChunks(
    tx,
    bookSeries,
    links((row, bookId) =>
      row.series ? [{ bookId, seriesId: ids.series(row.series.key), position: row.series.position }] : [],
    ),
  );
  return book;
}

export async function seedCollections(
  tx: Writer,
  plan: SeedPlan,
  ids: Pick<CatalogueIds, 'author' | 'book'>,
  options: Options,
  random: SeededRandom,
) {
  const compilationRows = await tx
    .insert(compilations)
    .values(
      plan.compilations.map((row) => ({
        titleEn: row.titleEn,
        titleUk: row.titleUk,
        descriptionEn: row.descriptionEn,
        descriptionUk: row.descriptionUk,
        imageLink: options.images ? entityImagePathOf('compilations', row.urlName) : null,
        urlName: row.urlName,
        active: row.active ?? true,
        searchKey: toSearchKey(row.titleEn, row.titleUk),
        createdAt: daysBefore(BASE_DATE, random.int(5, 300)),
      })),
    )
    .returning({ id: compilations.id, urlName: compilations.urlName });
  const compilation = idsByKey(plan.compilations, compilationRows);
  await insertChunks(
    tx,
    bookCompilations,
    plan.compilations.flatMap((row) =>
      row.books.map((key, position) => ({ compilationId: compilation(row.key), bookId: ids.book(key), position })),
    ),
  );

  for (const [position, row] of catalogue.categories.entries()) {
    const [category] = await tx
      .insert(categories)
      .values({
        type: row.type,
        kind: row.kind,
        language: row.language,
        titleEn: row.titleEn,
        titleUk: row.titleUk,
        active: row.active,
        position,
      })
      .returning({ id: categories.id });
    if (row.kind === 'book') {
      await insertChunks(
        tx,
        categoryBooks,
        row.items.map((key, index) => ({ categoryId: category.id, bookId: ids.book(key), position: index })),
      );
    } else {
      await insertChunks(
        tx,
        categoryAuthors,
        row.items.map((key, index) => ({ categoryId: category.id, authorId: ids.author(key), position: index })),
      );
    }
  }

  for (const page of catalogue.contentPages) {
    const publishedAt = daysBefore(BASE_DATE, 400);
    const [row] = await tx
      .insert(contentPages)
      .values({ ...page, currentVersion: 1, createdAt: publishedAt, updatedAt: publishedAt })
      .returning({ id: contentPages.id });
    await tx.insert(contentPageVersions).values({
      pageId: row.id,
      version: 1,
      titleEn: page.titleEn,
      titleUk: page.titleUk,
      bodyEn: page.bodyEn,
      bodyUk: page.bodyUk,
      publishedAt,
      requiresAcknowledgement: false,
    });
  }
  return compilation;
}
