import type { Db } from '../../db/client';
import { refreshEntityPopularity } from '../catalogue-entities/entity-popularity';
import { bookAuthors } from '../../db/schema/book-links';
import { books } from '../../db/schema/books';
import {
  insertAuthor,
  insertBook,
  insertCompilation,
  insertGenre,
  insertIllustrator,
  insertPublisher,
  insertSeries,
  insertTag,
  insertTranslator,
} from './books.fixture-rows';

export * from './books.fixture-rows';

const days = (count: number) => new Date(Date.UTC(2024, 0, 1) + count * 86_400_000);

/**
 * A small bilingual catalogue: Ukrainian classics, a manga and a comics, plus inactive rows
 * that must never show (a hidden book that would top every list, and a hidden author, genre,
 * tag and publisher linked to a visible book).
 */
export async function buildBooksFixture(db: Db) {
  const shevchenko = await insertAuthor(db, { en: 'Taras Shevchenko', uk: 'Тарас Шевченко' });
  const franko = await insertAuthor(db, { en: 'Ivan Franko', uk: 'Іван Франко' });
  const mangaka = await insertAuthor(db, { en: 'Aiko Tanaka' });
  const hiddenAuthor = await insertAuthor(db, { en: 'Hidden Author', uk: 'Прихований автор', active: false });
  const poetry = await insertGenre(db, { en: 'Poetry', uk: 'Поезія' });
  const novel = await insertGenre(db, { en: 'Novel', uk: 'Роман' });
  const hiddenGenre = await insertGenre(db, { en: 'Hidden Genre', active: false });
  const classic = await insertTag(db, { en: 'Classic', uk: 'Класика' });
  const hiddenTag = await insertTag(db, { en: 'Hidden Tag', active: false });
  const oldLion = await insertPublisher(db, { en: 'Old Lion', uk: 'Видавництво Старого Лева', urlName: 'old-lion' });
  const hiddenPublisher = await insertPublisher(db, { en: 'Hidden Press', active: false });
  const cycle = await insertSeries(db, { en: 'Great Poems', uk: 'Великі поеми' });
  const school = await insertCompilation(db, { en: 'School Classics', uk: 'Шкільна класика' });
  const translator = await insertTranslator(db, { en: 'Vera Rich', uk: 'Віра Річ' });
  const illustrator = await insertIllustrator(db, { en: 'Heorhii Narbut', uk: 'Георгій Нарбут' });

  const kobzar = await insertBook(db, {
    titleEn: 'Kobzar',
    titleUk: 'Кобзар',
    subtitleEn: 'Poems',
    subtitleUk: 'Поезії',
    descriptionEn: 'The collection of poems that shaped Ukrainian literature.',
    descriptionUk: 'Збірка поезій, що сформувала українську літературу.',
    urlName: 'kobzar',
    year: 1840,
    firstYear: 1840,
    pages: 320,
    format: 1,
    isbn: '9789660000001',
    ageRestriction: 12,
    originalTitle: 'Кобзар',
    stateStatus: 2,
    readersCount: 500,
    ratingAvg: 4.8,
    ratingsCount: 40,
    coverPath: 'covers/kobzar.webp',
    publisherId: oldLion.id,
    createdAt: days(1),
    authors: [shevchenko.id, hiddenAuthor.id],
    genres: [poetry.id, hiddenGenre.id],
    tags: [classic.id, hiddenTag.id],
    languages: [3, 1],
    translators: [translator.id],
    illustrators: [illustrator.id],
    series: [{ id: cycle.id, position: 1 }],
    compilations: [{ id: school.id, position: 2 }],
  });
  const berkut = await insertBook(db, {
    titleEn: 'Zakhar Berkut',
    titleUk: 'Захар Беркут',
    urlName: 'zakhar-berkut',
    year: 1883,
    pages: 240,
    stateStatus: 1,
    readersCount: 300,
    ratingAvg: 4.2,
    ratingsCount: 10,
    publisherId: hiddenPublisher.id,
    createdAt: days(5),
    authors: [franko.id],
    genres: [novel.id],
    tags: [classic.id],
    languages: [3],
  });
  const moses = await insertBook(db, {
    titleEn: 'Moses',
    titleUk: 'Мойсей',
    urlName: 'moses',
    year: 1905,
    stateStatus: 3,
    readersCount: 100,
    ratingAvg: 4.5,
    ratingsCount: 5,
    createdAt: days(3),
    authors: [franko.id],
    genres: [poetry.id],
    languages: [1, 4],
    series: [{ id: cycle.id, position: 2 }],
    compilations: [{ id: school.id, position: 1 }],
  });
  const manga = await insertBook(db, {
    titleEn: 'Shadow Blossom',
    urlName: 'shadow-blossom',
    kind: 2,
    year: 2020,
    stateStatus: 4,
    readersCount: 50,
    ratingAvg: 3.9,
    ratingsCount: 3,
    createdAt: days(9),
    authors: [mangaka.id],
    genres: [novel.id],
    languages: [1],
  });
  const comics = await insertBook(db, {
    titleEn: 'Hero Comics',
    titleUk: 'Комікс про героя',
    urlName: 'hero-comics',
    kind: 3,
    year: 2015,
    readersCount: 20,
    createdAt: days(7),
    languages: [1],
  });
  const numeric = await insertBook(db, {
    titleEn: '1984',
    urlName: '1984',
    year: 1949,
    readersCount: 0,
    createdAt: days(2),
  });
  const hidden = await insertBook(db, {
    titleEn: 'Hidden Book',
    urlName: 'hidden-book',
    active: false,
    readersCount: 10_000,
    ratingAvg: 5,
    stateStatus: 2,
    createdAt: days(20),
    authors: [shevchenko.id],
    genres: [poetry.id],
    tags: [classic.id],
    languages: [3],
    series: [{ id: cycle.id, position: 3 }],
    compilations: [{ id: school.id, position: 0 }],
  });
  // The catalogue as the running app keeps it: popularity counters and genres' most read books.
  await refreshEntityPopularity(db);
  return {
    authors: { shevchenko, franko, mangaka, hiddenAuthor },
    genres: { poetry, novel, hiddenGenre },
    tags: { classic, hiddenTag },
    publishers: { oldLion, hiddenPublisher },
    series: { cycle },
    compilations: { school },
    translator,
    illustrator,
    books: { kobzar, berkut, moses, manga, comics, numeric, hidden },
  };
}

export type BooksFixture = Awaited<ReturnType<typeof buildBooksFixture>>;

/** `count` more active books, each with the given authors (for paging and query-count tests). */
export async function insertFillerBooks(db: Db, count: number, authorIds: number[]) {
  const rows = await db
    .insert(books)
    .values(
      Array.from({ length: count }, (_, index) => ({
        titleEn: `Filler ${String(index + 1).padStart(3, '0')}`,
        urlName: `filler-${index + 1}`,
        readersCount: 1,
      })),
    )
    .returning({ id: books.id });
  if (authorIds.length)
    await db
      .insert(bookAuthors)
      .values(rows.flatMap((row) => authorIds.map((authorId, position) => ({ bookId: row.id, authorId, position }))));
  return rows.map((row) => row.id);
}
