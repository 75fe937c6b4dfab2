import { sql, type SQL } from 'drizzle-orm';
import type { EntityFilter } from '#core/schemas/entities';
import type { SeriesDetails, SeriesList } from '#core/schemas/series';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { findEntityDetails } from '../catalogue-entities/entity-details';
import { listEntityPage, toInt } from '../catalogue-entities/entity-queries';
import { entityKinds, nameOf } from '../catalogue-entities/entity-sql';
import { linkedBooks, localized, parseJson } from '../search/search-sql';

const kind = entityKinds.series;
type Row = Record<string, unknown>;

/** How many author names `byAuthor` joins: a series is nearly always one or two authors' work. */
const BY_AUTHOR_NAMES = 2;

/** The authors of the series' active books, those with the most books in it first, joined by commas. */
function byAuthor(language: Language): SQL {
  return sql`(
    select string_agg(x.name, ', ' order by x.books desc, x.first_position, x.id) from (
      select a.id, ${localized('a', 'name', language)} as name, count(*) as books, min(k.position) as first_position
      from book_series k
      join books b on b.id = k.book_id and b.active
      join book_authors ba on ba.book_id = b.id
      join authors a on a.id = ba.author_id and a.active
      where k.series_id = e.id
      group by a.id
      order by count(*) desc, min(k.position), a.id
      limit ${BY_AUTHOR_NAMES}
    ) x
  )`;
}

export function createSeriesService(db: Db) {
  return {
    listSeries(filter: EntityFilter, language: Language): Promise<SeriesList> {
      return listEntityPage(
        db,
        kind,
        filter,
        language,
        sql`e.url_name, ${nameOf(kind, language)} as title, ${byAuthor(language)} as by_author,
            e.original_books_count, e.books_count, ${linkedBooks('book_series', 'series_id', language)} as books`,
        (row: Row) => ({
          urlName: String(row.url_name),
          title: String(row.title),
          byAuthor: (row.by_author as string | null) ?? null,
          originalBooksCount: toInt(row.original_books_count),
          booksCount: toInt(row.books_count),
          books: parseJson(row.books),
        }),
      );
    },

    getSeries(id: string, language: Language): Promise<SeriesDetails> {
      return findEntityDetails(
        db,
        kind,
        id,
        language,
        'title',
        sql`${byAuthor(language)} as by_author, e.original_books_count`,
        (row: Row) => ({
          byAuthor: (row.by_author as string | null) ?? null,
          originalBooksCount: toInt(row.original_books_count),
        }),
      );
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
