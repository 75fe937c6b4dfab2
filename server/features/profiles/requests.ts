import { count, desc, eq, sql } from 'drizzle-orm';
import type { BookRequestList } from '#core/schemas/profiles';
import { pageOffset, type PageRequest } from '#core/schemas/paging';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { bookAddRequests, books } from '../../db/schema';
import type { Language } from '../../i18n/translate';
import { coverLink } from '../books/cover-links';
import { pickText } from '../books/books.sql';

/** The caller's book add requests, newest first, with the published book of an approved one (active only). */
export async function listBookRequests(
  db: Db,
  language: Language,
  userId: number,
  paging: PageRequest,
): Promise<BookRequestList> {
  const mine = eq(bookAddRequests.userId, userId);
  const [rows, [total]] = await Promise.all([
    runPrepared(
      db
        .select({
          id: bookAddRequests.id,
          title: bookAddRequests.title,
          authorsText: bookAddRequests.authorsText,
          isbn: bookAddRequests.isbn,
          status: bookAddRequests.status,
          createdAt: bookAddRequests.createdAt,
          decidedAt: bookAddRequests.decidedAt,
          bookUrlName: books.urlName,
          bookTitleEn: books.titleEn,
          bookTitleUk: books.titleUk,
          bookCover: books.coverPath,
        })
        .from(bookAddRequests)
        .leftJoin(books, sql`${books.id} = ${bookAddRequests.bookId} and ${books.active}`)
        .where(mine)
        .orderBy(desc(bookAddRequests.createdAt), desc(bookAddRequests.id))
        .limit(paging.pageSize)
        .offset(pageOffset(paging)),
    ),
    runPrepared(db.select({ value: count() }).from(bookAddRequests).where(mine)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      authorsText: row.authorsText,
      isbn: row.isbn,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      book: row.bookUrlName
        ? {
            urlName: row.bookUrlName,
            title: pickText(language, row.bookTitleEn, row.bookTitleUk),
            imageLink: coverLink(row.bookCover),
          }
        : null,
    })),
    totalCount: Number(total?.value ?? 0),
  };
}
