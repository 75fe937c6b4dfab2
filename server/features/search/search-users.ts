import { sql } from 'drizzle-orm';
import { BookStatus } from '#core/enums';
import type { UserSearchItem } from '#core/schemas/search';
import type { Db } from '../../db/client';
import { preparedStatements } from '../../db/prepared';
import { inIdOrder } from '../../lib/in-id-order';
import { fileLink, pageIds } from './search-sql';

type UserRow = {
  id: number;
  user_name: string;
  image_url: string | null;
  status_text: string | null;
  created_at: Date | string;
  recension_count: number;
  reading_count: number;
  finished_count: number;
  want_to_read_count: number;
};

const countOf = (status: number) =>
  sql`(select count(*)::int from user_book_statuses s where s.user_id = e.id and s.status = ${status})`;

const userRows = preparedStatements<'all', UserRow>(
  () =>
    sql`select e.id, e.user_name, e.image_url, e.status_text, e.created_at,
          (select count(*)::int from recensions r where r.user_id = e.id) as recension_count,
          ${countOf(BookStatus.Reading)} as reading_count,
          ${countOf(BookStatus.Finished)} as finished_count,
          ${countOf(BookStatus.WantToRead)} as want_to_read_count
        from users e where ${pageIds}`,
);

/** A page of user results: the counts come from index range scans of the page's users only. */
export async function loadUserItems(db: Db, ids: number[]): Promise<UserSearchItem[]> {
  const result = await userRows(db, 'all', { ids });
  return inIdOrder(ids, result.rows).map((row) => ({
    userName: row.user_name,
    pictureLink: fileLink(row.image_url),
    statusText: row.status_text,
    recensionCount: Number(row.recension_count),
    readingCount: Number(row.reading_count),
    finishedCount: Number(row.finished_count),
    wantToReadCount: Number(row.want_to_read_count),
    joinedOn: new Date(row.created_at).toISOString(),
  }));
}
