import { eq, sql } from 'drizzle-orm';
import { userPreferredAuthors, userPreferredBooks, users } from '../../server/db/schema';
import { preferenceStatusOf } from '../../server/features/preferences/preference-status';
import { community } from './data';
import type { SeedAccounts } from './accounts';
import { insertChunks, type Writer } from './insert';
import type { SeededRandom } from './random';

/** How many finished books a demo reader rates in the preference flow, at most. */
const RATED_BOOKS = 6;
const LIKED_AUTHORS = 3;

/**
 * The preference flow as the demo readers went through it: favourite genres and languages come
 * with the accounts; here most readers also rate a few books from their Finished shelf (their own
 * recension's rating where they wrote one) and like the authors of the ones they loved. Every
 * fourth reader stopped after the languages (Partially Fulfilled); the last reader never started,
 * so the preference pop-up can be seen. The stored status follows the product's own rule.
 */
export async function seedPreferences(tx: Writer, accounts: SeedAccounts, random: SeededRandom): Promise<number> {
  const readers = community.readers.slice(0, -1);
  let rated = 0;
  for (const [index, reader] of readers.entries()) {
    const userId = accounts.reader(reader.key);
    if (index % 4 !== 2) {
      const finished = await tx.execute<{ book_id: number; rating: number | null }>(
        sql`select s.book_id, r.rating from user_book_statuses s
            left join recensions r on r.user_id = s.user_id and r.book_id = s.book_id
            where s.user_id = ${userId} and s.status = 3
            order by r.rating desc nulls last, s.updated_at desc, s.book_id
            limit ${RATED_BOOKS}`,
      );
      const books = finished.rows.map((row) => ({
        userId,
        bookId: Number(row.book_id),
        rating: row.rating === null ? random.int(3, 5) : Number(row.rating),
      }));
      await insertChunks(tx, userPreferredBooks, books);
      rated += books.length;
      const loved = books.filter((book) => book.rating >= 4).map((book) => book.bookId);
      if (loved.length) {
        const authors = await tx.execute<{ author_id: number }>(
          sql`select ba.author_id from book_authors ba
              where ba.book_id in (${sql.join(
                loved.map((id) => sql`${id}`),
                sql`, `,
              )})
              group by ba.author_id order by count(*) desc, min(ba.position), ba.author_id limit ${LIKED_AUTHORS}`,
        );
        await insertChunks(
          tx,
          userPreferredAuthors,
          authors.rows.map((row) => ({ userId, authorId: Number(row.author_id) })),
        );
      }
    }
    const [counts] = (
      await tx.execute<{ genres: number; languages: number; authors: number; books: number }>(
        sql`select
          (select count(*)::int from user_preferred_genres where user_id = ${userId}) as genres,
          (select count(*)::int from user_preferred_languages where user_id = ${userId}) as languages,
          (select count(*)::int from user_preferred_authors where user_id = ${userId}) as authors,
          (select count(*)::int from user_preferred_books where user_id = ${userId}) as books`,
      )
    ).rows;
    await tx
      .update(users)
      .set({ preferenceStatus: preferenceStatusOf(counts!, 0) })
      .where(eq(users.id, userId));
  }
  return rated;
}
