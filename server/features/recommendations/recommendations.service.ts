import { sql } from 'drizzle-orm';
import type { PageRequest } from '#core/schemas/paging';
import type { RecommendationList, RecommendationReason } from '#core/schemas/recommendations';
import type { Db } from '../../db/client';
import { anyOf, executePrepared } from '../../db/prepared';
import type { Language } from '../../i18n/translate';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { createReadCache } from '../../lib/read-cache';
import { bookItemsById } from '../books/books.list';
import { pickText } from '../books/books.sql';
import { mayGetRecommendations } from './recommendations.policy';
import { rankingSql, readerFingerprintSql, type RankedRow } from './recommendations.sql';

type NameRow = { kind: 'g' | 'a' | 'b'; id: number; url_name: string; en: string; uk: string };

/** The names the reasons cite: genres, authors and the reader's own books, in one statement. */
async function loadNames(db: Db, genreIds: number[], authorIds: number[], bookIds: number[]) {
  const result = await executePrepared<NameRow>(
    db,
    sql`select 'g' as kind, id, url_name, name_en as en, name_uk as uk from genres where id = ${anyOf(genreIds, 'int')}
        union all select 'a', id, url_name, name_en, name_uk from authors where id = ${anyOf(authorIds, 'int')}
        union all select 'b', id, url_name, title_en, title_uk from books where id = ${anyOf(bookIds, 'int')}`,
  );
  return new Map(result.rows.map((row) => [`${row.kind}${row.id}`, row]));
}

/**
 * "For you" (docs/decisions/0020-recommendations.md): books scored by the reader's favourite
 * authors and genres and by what readers with the same finished books rated 4 or 5, filtered by
 * the reader's book languages, never a book already on the reader's shelves. Deterministic.
 * The ranking (~10 ms of PostgreSQL on 100k books and 1M shelves) is kept for a minute under the
 * fingerprint of the reader's own data, so it is ranked again as soon as that changes, whichever
 * instance changed it; what others do reaches it within the minute. The books and the names of
 * the reasons are read afresh each time: three statements on a kept ranking, four otherwise.
 */
export function createRecommendationsService({ db }: { db: Db }) {
  const rankings = createReadCache<RankedRow[]>({ ttlMs: 60_000, maxEntries: 10_000 });

  async function rankingOf(userId: number, { page, pageSize }: PageRequest): Promise<RankedRow[]> {
    const [{ fingerprint }] = (await executePrepared<{ fingerprint: string }>(db, readerFingerprintSql(userId))).rows;
    const key = JSON.stringify([userId, page, pageSize, fingerprint]);
    // Named, so PostgreSQL plans the ranking once per connection (db/prepared.ts); its shape never varies.
    return rankings.get(
      key,
      async () => (await executePrepared<RankedRow>(db, rankingSql(userId, page, pageSize))).rows,
    );
  }

  async function recommend(actor: Actor, language: Language, paging: PageRequest): Promise<RecommendationList> {
    authorize(mayGetRecommendations(actor));
    const { userId } = memberOf(actor);
    const ranked = await rankingOf(userId, paging);
    const totalCount = Number(ranked[0]?.total ?? 0);
    const rows = ranked.filter((row) => row.book_id !== null).map((row) => ({ ...row, book_id: Number(row.book_id) }));
    if (!rows.length) return { items: [], totalCount };

    const numbers = (values: unknown[]) => values.map(Number);
    const genreIds = [...new Set(rows.flatMap((row) => numbers(row.genre_ids)))];
    const authorIds = [...new Set(rows.flatMap((row) => numbers(row.author_ids)))];
    const becauseIds = [...new Set(rows.flatMap((row) => (row.because_id === null ? [] : [Number(row.because_id)])))];
    const [itemById, names] = await Promise.all([
      // A kept ranking may name a book hidden since: only active books come back.
      bookItemsById(
        db,
        { language, userId },
        rows.map((row) => row.book_id),
      ),
      loadNames(db, genreIds, authorIds, becauseIds),
    ]);
    const named = (kind: NameRow['kind'], id: number) => {
      const row = names.get(`${kind}${id}`);
      return row ? { urlName: row.url_name, name: pickText(language, row.en, row.uk) } : null;
    };

    return {
      totalCount,
      items: rows.flatMap((row) => {
        const book = itemById.get(row.book_id);
        if (!book) return [];
        const reasons: RecommendationReason[] = [];
        const author = named('a', Number(row.author_ids[0]));
        if (author) reasons.push({ kind: 'author', author });
        for (const genreId of numbers(row.genre_ids).slice(0, 2)) {
          const genre = named('g', genreId);
          if (genre) reasons.push({ kind: 'genre', genre });
        }
        if (row.co_readers > 0) {
          const because = row.because_id === null ? null : named('b', Number(row.because_id));
          reasons.push({
            kind: 'readers',
            readers: Number(row.co_readers),
            book: because && { urlName: because.urlName, title: because.name },
          });
        }
        if (!reasons.length) reasons.push({ kind: 'popular' });
        return [{ book, reasons }];
      }),
    };
  }

  /** Forgets the kept rankings (tests, and after catalogue changes). */
  const forgetCached = () => rankings.clear();

  return { recommend, forgetCached };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
