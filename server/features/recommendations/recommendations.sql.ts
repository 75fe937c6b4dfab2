import { sql } from 'drizzle-orm';
import { BookStatus } from '#core/enums';
import { RECOMMENDATIONS_MAX } from '#core/schemas/recommendations';

/** The rule's weights and bounds (docs/decisions/0020-recommendations.md). */
export const WEIGHTS = { author: 4, genre: 2, genresCounted: 2, reader: 2, readersCounted: 5 } as const;
export const BOUNDS = {
  /** The reader's most recently finished books the neighbours are found through. */
  seeds: 50,
  /** Finishers looked at per seed, by user id. */
  finishersPerSeed: 200,
  neighbours: 100,
  /** Each neighbour's most recent books rated 4 or 5. */
  lovedPerNeighbour: 50,
  /** The most read books every ranking may fall back on. */
  popular: 60,
} as const;

/** A rating of 4 or 5 counts as loved; 1 or 2 as disliked. */
const LOVED = 4;
const DISLIKED = 2;

/** One row per book of the page; a page past the end is one row with only `total`. */
export type RankedRow = {
  book_id: number | null;
  co_readers: number;
  author_ids: number[];
  genre_ids: number[];
  because_id: number | null;
  total: number;
};

/**
 * One statement ranks the reader's candidates and cuts the page; every step reads a bounded number
 * of rows through an index (see BOUNDS), so its cost does not grow with the catalogue or the community.
 * `scored` is materialised: inlined, its per-book arrays would be computed again for the score.
 * The popular fallback orders `readers_count desc nulls last` as books_active_readers_count_idx does
 * (plain `desc` is NULLS FIRST, and PostgreSQL sorted every active book instead).
 * (About 5–10 ms on PostgreSQL for a demo reader.)
 */
export function rankingSql(userId: number, page: number, pageSize: number) {
  return sql`
with pref_genres as (
    select p.genre_id from user_preferred_genres p join genres g on g.id = p.genre_id and g.active
    where p.user_id = ${userId}),
  pref_authors as (
    select p.author_id from user_preferred_authors p join authors a on a.id = p.author_id and a.active
    where p.user_id = ${userId}),
  pref_langs as (select language from user_preferred_languages where user_id = ${userId}),
  shelved as (
    select book_id from user_book_statuses where user_id = ${userId}
    union select book_id from user_preferred_books where user_id = ${userId}),
  disliked as (
    select book_id from recensions where user_id = ${userId} and rating <= ${DISLIKED}
    union select book_id from user_preferred_books where user_id = ${userId} and rating <= ${DISLIKED}),
  seeds as (
    select s.book_id from user_book_statuses s
    where s.user_id = ${userId} and s.status = ${BookStatus.Finished}
      and s.book_id not in (select book_id from disliked)
    order by s.updated_at desc, s.book_id limit ${BOUNDS.seeds}),
  neighbour_seeds as (
    select f.user_id, sd.book_id as seed_id from seeds sd
    cross join lateral (
      select x.user_id from user_book_statuses x
      where x.book_id = sd.book_id and x.status = ${BookStatus.Finished} and x.user_id <> ${userId}
      order by x.user_id limit ${BOUNDS.finishersPerSeed}) f),
  neighbours as (
    select user_id from neighbour_seeds group by user_id
    order by count(*) desc, user_id limit ${BOUNDS.neighbours}),
  loved as (
    select n.user_id, l.book_id from neighbours n
    cross join lateral (
      select v.book_id from (
        select r.book_id, r.created_at from recensions r where r.user_id = n.user_id and r.rating >= ${LOVED}
        union all
        select p.book_id, p.created_at from user_preferred_books p where p.user_id = n.user_id and p.rating >= ${LOVED}
      ) v group by v.book_id order by max(v.created_at) desc, v.book_id limit ${BOUNDS.lovedPerNeighbour}) l),
  co as (select book_id, count(distinct user_id)::int as readers from loved group by book_id),
  candidates as (
    select book_id from co
    union select ba.book_id from book_authors ba where ba.author_id in (select author_id from pref_authors)
    union select unnest(g.top_book_ids) from genres g where g.id in (select genre_id from pref_genres)
    union (select id from books where active order by readers_count desc nulls last, id limit ${BOUNDS.popular})),
  scored as materialized (
    select c.book_id, b.readers_count, coalesce(co.readers, 0) as co_readers,
      array(select ba.author_id from book_authors ba
        where ba.book_id = c.book_id and ba.author_id in (select author_id from pref_authors)
        order by ba.position, ba.author_id) as author_ids,
      array(select bg.genre_id from book_genres bg
        where bg.book_id = c.book_id and bg.genre_id in (select genre_id from pref_genres)
        order by bg.genre_id) as genre_ids
    from candidates c
    join books b on b.id = c.book_id and b.active
    left join co on co.book_id = c.book_id
    where c.book_id not in (select book_id from shelved)
      and (not exists (select 1 from pref_langs)
        or not exists (select 1 from book_languages bl where bl.book_id = c.book_id)
        or exists (select 1 from book_languages bl
          where bl.book_id = c.book_id and bl.language in (select language from pref_langs)))),
  ranked as (
    select s.*,
      (case when cardinality(s.author_ids) > 0 then ${WEIGHTS.author} else 0 end)
        + ${WEIGHTS.genre} * least(cardinality(s.genre_ids), ${WEIGHTS.genresCounted})
        + ${WEIGHTS.reader} * least(s.co_readers, ${WEIGHTS.readersCounted}) as score
    from scored s
    order by score desc, s.readers_count desc, s.book_id
    limit ${RECOMMENDATIONS_MAX}),
  page as (
    select r.* from ranked r
    order by r.score desc, r.readers_count desc, r.book_id
    limit ${pageSize} offset ${(page - 1) * pageSize})
select t.total, p.book_id, p.co_readers, p.author_ids, p.genre_ids,
  (select ns.seed_id from neighbour_seeds ns
    join loved l on l.user_id = ns.user_id and l.book_id = p.book_id
    group by ns.seed_id order by count(*) desc, ns.seed_id limit 1) as because_id
from (select count(*)::int as total from ranked) t
left join page p on true
order by p.score desc, p.readers_count desc, p.book_id`;
}

/**
 * Everything of the reader's own that the ranking reads (shelves, favourite genres, authors,
 * languages and rated books, dislikes), as one text: a ranking kept under it is the ranking the
 * reader's data gives now, on whichever instance wrote the data. A removed shelf lowers the count;
 * any other shelf change moves the latest `updated_at`. A few index reads of the reader's own rows.
 */
export function readerFingerprintSql(userId: number) {
  return sql`select concat_ws('|',
    (select count(*) || '@' || coalesce(max(updated_at)::text, '') from user_book_statuses where user_id = ${userId}),
    (select string_agg(genre_id::text, ',' order by genre_id) from user_preferred_genres where user_id = ${userId}),
    (select string_agg(author_id::text, ',' order by author_id) from user_preferred_authors where user_id = ${userId}),
    (select string_agg(language::text, ',' order by language) from user_preferred_languages where user_id = ${userId}),
    (select string_agg(book_id || '=' || coalesce(rating, 0), ',' order by book_id)
      from user_preferred_books where user_id = ${userId}),
    (select string_agg(book_id::text, ',' order by book_id)
      from recensions where user_id = ${userId} and rating <= ${DISLIKED})) as fingerprint`;
}
