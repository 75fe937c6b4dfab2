import { sql } from 'drizzle-orm';
import { BookStatus } from '#core/enums';
import type { ReadingStatistics } from '#core/schemas/profiles';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import type { Language } from '../../i18n/translate';
import { pickText } from '../books/books.sql';

const MONTHS_SHOWN = 12;
const GENRES_SHOWN = 8;

/** The last `count` calendar months (UTC) up to `now`'s, oldest first, as 'YYYY-MM'. */
export function lastMonths(now: Date, count = MONTHS_SHOWN): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * A reader's statistics in four aggregate statements over their Finished shelf (active books) and
 * approved recensions: books and pages per month, per year and in all (one statement with grouping
 * sets), the genres, the languages, and the ratings given. A book counts in the month it reached
 * the Finished shelf.
 */
export async function readingStatistics(
  db: Db,
  language: Language,
  ownerId: number,
  now = new Date(),
): Promise<ReadingStatistics> {
  const finished = sql`from user_book_statuses s join books b on b.id = s.book_id and b.active
    where s.user_id = ${ownerId} and s.status = ${BookStatus.Finished}`;
  const month = sql`to_char(s.updated_at at time zone 'UTC', 'YYYY-MM')`;
  const year = sql`extract(year from s.updated_at at time zone 'UTC')::int`;
  const [periods, genres, languages, ratings] = await Promise.all([
    executePrepared<{ month: string | null; year: number | null; books: number; pages: number }>(
      db,
      sql`select ${month} as month, ${year} as year, count(*)::int as books, coalesce(sum(b.pages), 0)::int as pages
        ${finished}
        group by grouping sets ((${month}), (${year}), ())`,
    ),
    executePrepared<{ url_name: string; name_en: string; name_uk: string; books: number }>(
      db,
      sql`select g.url_name, g.name_en, g.name_uk, count(*)::int as books
        from user_book_statuses s join books b on b.id = s.book_id and b.active
        join book_genres bg on bg.book_id = s.book_id join genres g on g.id = bg.genre_id and g.active
        where s.user_id = ${ownerId} and s.status = ${BookStatus.Finished}
        group by g.id order by books desc, g.id limit ${GENRES_SHOWN}`,
    ),
    executePrepared<{ language: number; books: number }>(
      db,
      sql`select bl.language::int as language, count(*)::int as books
        from user_book_statuses s join books b on b.id = s.book_id and b.active
        join book_languages bl on bl.book_id = s.book_id
        where s.user_id = ${ownerId} and s.status = ${BookStatus.Finished}
        group by bl.language order by books desc, bl.language`,
    ),
    executePrepared<{ rating: number; count: number }>(
      db,
      sql`select r.rating::int as rating, count(*)::int as count from recensions r
        where r.user_id = ${ownerId} and r.approved group by r.rating`,
    ),
  ]);

  const byMonth = new Map<string, { books: number; pages: number }>();
  const years: ReadingStatistics['years'] = [];
  let totals = { books: 0, pages: 0 };
  for (const row of periods.rows) {
    const counts = { books: Number(row.books), pages: Number(row.pages) };
    if (row.month !== null) byMonth.set(row.month, counts);
    else if (row.year !== null) years.push({ year: Number(row.year), ...counts });
    else totals = counts;
  }
  years.sort((left, right) => left.year - right.year);

  const ratingCounts = [1, 2, 3, 4, 5].map((rating) => ({
    rating,
    count: Number(ratings.rows.find((row) => Number(row.rating) === rating)?.count ?? 0),
  }));
  const rated = ratingCounts.reduce((sum, row) => sum + row.count, 0);
  const ratingSum = ratingCounts.reduce((sum, row) => sum + row.rating * row.count, 0);

  return {
    totals: {
      ...totals,
      averageRating: rated ? Math.round((ratingSum / rated) * 100) / 100 : null,
      ratings: rated,
    },
    months: lastMonths(now).map((key) => ({ month: key, ...(byMonth.get(key) ?? { books: 0, pages: 0 }) })),
    years,
    genres: genres.rows.map((row) => ({
      urlName: row.url_name,
      name: pickText(language, row.name_en, row.name_uk),
      books: Number(row.books),
    })),
    languages: languages.rows.map((row) => ({ language: Number(row.language), books: Number(row.books) })),
    ratings: ratingCounts,
  };
}
