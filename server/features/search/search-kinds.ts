import { sql, type SQL } from 'drizzle-orm';
import type { SearchItemOf, SearchKind } from '#core/schemas/search';
import type { Db } from '../../db/client';
import { preparedStatements, type StatementValues } from '../../db/prepared';
import type { Language } from '../../i18n/translate';
import type { RankedTable } from './search-ranking';
import { inIdOrder } from '../../lib/in-id-order';
import { fileLink, linkedBooks, localized, pageIds, parseJson } from './search-sql';
import { loadUserItems } from './search-users';

export interface LoadContext {
  language: Language;
  /** The signed-in caller (books answer their shelf for them). */
  userId: number | null;
}

export interface SearchKindDefinition<K extends SearchKind> {
  ranked: RankedTable;
  /** The page's items in the order of `ids`; one statement whatever the page size. */
  load(db: Db, ids: number[], context: LoadContext): Promise<SearchItemOf<K>[]>;
}

type Row = Record<string, unknown> & { id: number };

const byBooks = (table: string): RankedTable => ({
  table,
  hasActive: true,
  keyIndexed: true,
  popularity: 't.books_count desc nulls last',
});

/** A kind's item statements, one per language (and sign-in state): built and prepared once each. */
function itemStatements<Key extends string>(build: (key: Key) => SQL) {
  const statements = preparedStatements<Key, Row>(build);
  return async (db: Db, key: Key, ids: number[], values: StatementValues = {}): Promise<Row[]> =>
    inIdOrder(ids, (await statements(db, key, { ...values, ids })).rows);
}

/** How a catalogue kind answers: a localized text, maybe an image, its books count and a few of its books. */
interface EntityShape {
  table: string;
  text: { column: string; key: string };
  image?: { column: string; key: 'imageLink' | 'iconLink' };
  /** Genres answer `bookCount`, the others `booksCount` (spec §3). */
  countKey: 'booksCount' | 'bookCount';
  books?: { linkTable: string; linkColumn: string };
}

function entityKind<K extends SearchKind>(shape: EntityShape): SearchKindDefinition<K> {
  const { table, text, image, countKey, books } = shape;
  const rowsOf = itemStatements(
    (language: Language) =>
      sql`select e.id, e.url_name, ${localized('e', text.column, language)} as text, e.books_count
            ${image ? sql`, e.${sql.raw(image.column)} as image` : sql``}
            ${books ? sql`, ${linkedBooks(books.linkTable, books.linkColumn, language)} as books` : sql``}
          from ${sql.raw(table)} e where ${pageIds}`,
  );
  return {
    ranked: byBooks(table),
    async load(db, ids, { language }) {
      const rows = await rowsOf(db, language, ids);
      const items = rows.map((row) => ({
        urlName: String(row.url_name),
        [text.key]: String(row.text),
        ...(image && { [image.key]: fileLink(row.image as string | null) }),
        [countKey]: Number(row.books_count),
        ...(books && { books: parseJson(row.books) }),
      }));
      return items as SearchItemOf<K>[];
    },
  };
}

type BookItemsKey = `${Language}:${'visitor' | 'reader'}`;

const bookRows = itemStatements((key: BookItemsKey) => {
  const [language, caller] = key.split(':') as [Language, 'visitor' | 'reader'];
  return sql`select e.id, e.url_name, ${localized('e', 'title', language)} as title,
      ${localized('e', 'subtitle', language)} as subtitle, e.cover_path, e.year, e.readers_count, e.pages,
      e.rating_avg, e.state_status,
      coalesce((
        select json_agg(json_build_object('authorUrlName', a.url_name, 'fullName', ${localized('a', 'name', language)})
          order by ba.position, a.id)
        from book_authors ba join authors a on a.id = ba.author_id
        where ba.book_id = e.id and a.active
      ), '[]'::json) as authors,
      ${caller === 'visitor' ? sql`null::smallint` : sql`(select s.status from user_book_statuses s where s.book_id = e.id and s.user_id = ${sql.placeholder('userId')})`} as user_status
    from books e where ${pageIds}`;
});

const book: SearchKindDefinition<'book'> = {
  ranked: { table: 'books', hasActive: true, keyIndexed: true, popularity: 't.readers_count desc nulls last' },
  async load(db, ids, { language, userId }) {
    const rows =
      userId === null
        ? await bookRows(db, `${language}:visitor`, ids)
        : await bookRows(db, `${language}:reader`, ids, { userId });
    return rows.map((row) => ({
      urlName: String(row.url_name),
      title: String(row.title),
      subtitle: String(row.subtitle ?? ''),
      imageLink: fileLink(row.cover_path as string | null),
      authors: parseJson(row.authors),
      year: row.year == null ? null : Number(row.year),
      readers: Number(row.readers_count),
      pages: row.pages == null ? null : Number(row.pages),
      rating: Math.round(Number(row.rating_avg) * 100) / 100,
      stateStatus: row.state_status == null ? null : Number(row.state_status),
      isSaved: row.user_status != null,
      userStatus: row.user_status == null ? null : Number(row.user_status),
    }));
  },
};

const seriesRows = itemStatements(
  (language: Language) =>
    sql`select e.id, e.url_name, ${localized('e', 'title', language)} as title, e.original_books_count, e.books_count,
          (select ${localized('a', 'name', language)}
            from book_series bs
            join books b on b.id = bs.book_id and b.active
            join book_authors ba on ba.book_id = bs.book_id
            join authors a on a.id = ba.author_id and a.active
            where bs.series_id = e.id
            order by bs.position, ba.position, a.id limit 1) as by_author,
          ${linkedBooks('book_series', 'series_id', language)} as books
        from series e where ${pageIds}`,
);

const series: SearchKindDefinition<'series'> = {
  ranked: byBooks('series'),
  async load(db, ids, { language }) {
    const rows = await seriesRows(db, language, ids);
    return rows.map((row) => ({
      urlName: String(row.url_name),
      title: String(row.title),
      byAuthor: row.by_author == null ? null : String(row.by_author),
      originalBooksCount: Number(row.original_books_count),
      booksCount: Number(row.books_count),
      books: parseJson(row.books),
    }));
  },
};

const user: SearchKindDefinition<'user'> = {
  // Users carry no popularity counter; the activity level and the latest sign-in stand in for it.
  ranked: {
    table: 'users',
    hasActive: false,
    keyIndexed: false,
    popularity: 't.activity_level desc, t.last_login_at desc nulls last',
  },
  load: (db, ids) => loadUserItems(db, ids),
};

export const searchKindDefinitions: { [K in SearchKind]: SearchKindDefinition<K> } = {
  book,
  author: entityKind({
    table: 'authors',
    text: { column: 'name', key: 'name' },
    image: { column: 'image_link', key: 'imageLink' },
    countKey: 'booksCount',
    books: { linkTable: 'book_authors', linkColumn: 'author_id' },
  }),
  user,
  series,
  genre: entityKind({
    table: 'genres',
    text: { column: 'name', key: 'name' },
    image: { column: 'image_link', key: 'imageLink' },
    countKey: 'bookCount',
    books: { linkTable: 'book_genres', linkColumn: 'genre_id' },
  }),
  compilation: entityKind({
    table: 'compilations',
    text: { column: 'title', key: 'title' },
    image: { column: 'image_link', key: 'imageLink' },
    countKey: 'booksCount',
    books: { linkTable: 'book_compilations', linkColumn: 'compilation_id' },
  }),
  tag: entityKind({
    table: 'tags',
    text: { column: 'tag', key: 'tag' },
    countKey: 'booksCount',
    books: { linkTable: 'book_tags', linkColumn: 'tag_id' },
  }),
  publisher: entityKind({
    table: 'publishers',
    text: { column: 'title', key: 'title' },
    image: { column: 'icon_link', key: 'iconLink' },
    countKey: 'booksCount',
  }),
  translator: entityKind({
    table: 'translators',
    text: { column: 'name', key: 'name' },
    countKey: 'booksCount',
    books: { linkTable: 'book_translators', linkColumn: 'translator_id' },
  }),
  illustrator: entityKind({
    table: 'illustrators',
    text: { column: 'name', key: 'name' },
    countKey: 'booksCount',
    books: { linkTable: 'book_illustrators', linkColumn: 'illustrator_id' },
  }),
};
