import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Sets a book's stored rating (ratings_count, ratings_sum, rating_avg) from its approved recensions,
 * inside the transaction that changed one. The book row is locked first, so the recount statement
 * (a new snapshot under READ COMMITTED) sees every change committed by an earlier holder of the
 * lock: two moderators approving recensions of one book at once leave it exact.
 */
export async function refreshBookRating(tx: Tx, bookId: number): Promise<void> {
  await tx.execute(sql`select id from books where id = ${bookId} for update`);
  await tx.execute(sql`
    update books b set ratings_count = s.n, ratings_sum = s.total,
      rating_avg = case when s.n > 0 then s.total::real / s.n else 0 end
    from (select count(*)::int as n, coalesce(sum(rating), 0)::int as total
          from recensions where book_id = ${bookId} and approved) s
    where b.id = ${bookId}
      and (b.ratings_count, b.ratings_sum) is distinct from (s.n, s.total)`);
}
