import { sql } from 'drizzle-orm';
import type { FilterPreferences, Preferences } from '#core/schemas/preferences';
import type { Db, Tx } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { coverLink } from '../books/cover-links';
import { pickText, toAuthorRefs, type AuthorJson } from '../books/books.sql';
import { fileLink, parseJson } from '../search/search-sql';
import type { PreferenceCounts } from './preference-status';

type Reader = Db | Tx;
type Named = { id: number; u: string; en: string; uk: string };

/** Active catalogue rows only: a genre, author or book hidden later drops out of the answer (its choice is kept). */
const readSql = (userId: number, language: Language) => {
  const name = (column: string) =>
    language === 'uk' ? sql.raw(`coalesce(nullif(${column}_uk, ''), ${column}_en)`) : sql.raw(`${column}_en`);
  return sql`select u.preference_status as status,
    (select coalesce(json_agg(json_build_object('id', g.id, 'u', g.url_name, 'en', g.name_en, 'uk', g.name_uk)
        order by lower(${name('g.name')}), g.id), '[]'::json)
      from user_preferred_genres p join genres g on g.id = p.genre_id
      where p.user_id = u.id and g.active) as genres,
    (select coalesce(json_agg(p.language order by p.language), '[]'::json)
      from user_preferred_languages p where p.user_id = u.id) as languages,
    (select coalesce(json_agg(json_build_object('id', a.id, 'u', a.url_name, 'en', a.name_en, 'uk', a.name_uk,
          'img', a.image_link) order by lower(${name('a.name')}), a.id), '[]'::json)
      from user_preferred_authors p join authors a on a.id = p.author_id
      where p.user_id = u.id and a.active) as authors,
    (select coalesce(json_agg(json_build_object('id', b.id, 'u', b.url_name, 'en', b.title_en, 'uk', b.title_uk,
          'cover', b.cover_path, 'rating', p.rating,
          'authors', (select coalesce(json_agg(json_build_object('u', x.url_name, 'en', x.name_en, 'uk', x.name_uk)
                order by ba.position, x.id), '[]'::json)
              from book_authors ba join authors x on x.id = ba.author_id where ba.book_id = b.id and x.active))
          order by lower(${name('b.title')}), b.id), '[]'::json)
      from user_preferred_books p join books b on b.id = p.book_id
      where p.user_id = u.id and b.active) as books
    from users u where u.id = ${userId}`;
};

/** `GET me/preferences`: the reader's choices, localized, in one statement. */
export async function readPreferences(db: Reader, userId: number, language: Language): Promise<Preferences> {
  const result = await db.execute<Record<string, unknown>>(readSql(userId, language));
  const row = result.rows[0]!;
  const text = (item: { en: string; uk: string }) => pickText(language, item.en, item.uk);
  return {
    status: Number(row.status) as Preferences['status'],
    genres: parseJson<Named[]>(row.genres).map((genre) => ({ id: genre.id, urlName: genre.u, name: text(genre) })),
    languages: parseJson<number[]>(row.languages),
    authors: parseJson<Array<Named & { img: string | null }>>(row.authors).map((author) => ({
      id: author.id,
      urlName: author.u,
      name: text(author),
      imageLink: fileLink(author.img),
    })),
    books: parseJson<Array<Named & { cover: string | null; rating: number; authors: AuthorJson[] }>>(row.books).map(
      (book) => ({
        id: book.id,
        urlName: book.u,
        title: text(book),
        imageLink: coverLink(book.cover),
        authors: toAuthorRefs(language, book.authors),
        rating: book.rating,
      }),
    ),
  };
}

/** `GET me/filter/preferences`: the choices as ids, in one statement. */
export async function readFilterPreferences(db: Reader, userId: number): Promise<FilterPreferences> {
  const result = await db.execute<Record<string, unknown>>(
    sql`select u.preference_status as status,
      (select coalesce(json_agg(genre_id order by genre_id), '[]'::json) from user_preferred_genres where user_id = u.id) as genres,
      (select coalesce(json_agg(language order by language), '[]'::json) from user_preferred_languages where user_id = u.id) as languages,
      (select coalesce(json_agg(author_id order by author_id), '[]'::json) from user_preferred_authors where user_id = u.id) as authors,
      (select coalesce(json_agg(json_build_object('id', book_id, 'rating', rating) order by book_id), '[]'::json)
        from user_preferred_books where user_id = u.id) as books
      from users u where u.id = ${userId}`,
  );
  const row = result.rows[0]!;
  return {
    status: Number(row.status) as FilterPreferences['status'],
    genres: parseJson(row.genres),
    languages: parseJson(row.languages),
    authors: parseJson(row.authors),
    books: parseJson(row.books),
  };
}

/** Locks the reader's row for the transaction (one preference change at a time) and answers the stored status. */
export async function lockPreferenceStatus(tx: Tx, userId: number): Promise<number> {
  const result = await tx.execute<{ preference_status: number }>(
    sql`select preference_status from users where id = ${userId} for no key update`,
  );
  return Number(result.rows[0]?.preference_status ?? 0);
}

export async function countChoices(tx: Tx, userId: number): Promise<PreferenceCounts> {
  const result = await tx.execute<Record<keyof PreferenceCounts, number>>(
    sql`select
      (select count(*)::int from user_preferred_genres where user_id = ${userId}) as genres,
      (select count(*)::int from user_preferred_languages where user_id = ${userId}) as languages,
      (select count(*)::int from user_preferred_authors where user_id = ${userId}) as authors,
      (select count(*)::int from user_preferred_books where user_id = ${userId}) as books`,
  );
  const row = result.rows[0]!;
  return {
    genres: Number(row.genres),
    languages: Number(row.languages),
    authors: Number(row.authors),
    books: Number(row.books),
  };
}

/** Which of `ids` are active rows of `table` (genres, authors). */
export async function activeIds(db: Reader, table: 'genres' | 'authors', ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const result = await db.execute<{ id: number }>(
    sql`select id from ${sql.raw(table)} where active and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(result.rows.map((row) => Number(row.id)));
}

/** Active books named by id or urlName: answers each ref's id (a urlName wins over an all-digit id), or null. */
export async function resolveBookRefs(db: Reader, refs: Array<number | string>): Promise<Array<number | null>> {
  if (!refs.length) return [];
  const ids = refs.flatMap((ref) => (typeof ref === 'number' ? [ref] : /^\d{1,9}$/.test(ref) ? [Number(ref)] : []));
  const names = refs.filter((ref): ref is string => typeof ref === 'string');
  const list = (values: Array<number | string>) =>
    values.length
      ? sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )
      : sql`null`;
  const result = await db.execute<{ id: number; url_name: string }>(
    sql`select id, url_name from books where active and (id in (${list(ids)}) or url_name in (${list(names)}))`,
  );
  const byName = new Map(result.rows.map((row) => [row.url_name, Number(row.id)]));
  const byId = new Set(result.rows.map((row) => Number(row.id)));
  return refs.map((ref) => {
    if (typeof ref === 'number') return byId.has(ref) ? ref : null;
    if (byName.has(ref)) return byName.get(ref)!;
    return /^\d{1,9}$/.test(ref) && byId.has(Number(ref)) ? Number(ref) : null;
  });
}
