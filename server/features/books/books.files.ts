import { and, asc, eq } from 'drizzle-orm';
import { BookFileFormat } from '#core/enums';
import type { Db } from '../../db/client';
import type { FileStore } from '../../lib/file-store/file-store';
import { bookFiles, books } from '../../db/schema/books';
import { notFound } from '../../lib/http-error';
import { pickText, refMatch, type Viewer } from './books.sql';

/** The file name extension and content type of each book file format. */
export const bookFileTypes: Record<number, { extension: string; type: string }> = {
  [BookFileFormat.Txt]: { extension: 'txt', type: 'text/plain; charset=utf-8' },
  [BookFileFormat.Fb2]: { extension: 'fb2', type: 'application/x-fictionbook+xml' },
  [BookFileFormat.Rtf]: { extension: 'rtf', type: 'application/rtf' },
  [BookFileFormat.Epub]: { extension: 'epub', type: 'application/epub+zip' },
  [BookFileFormat.Pdf]: { extension: 'pdf', type: 'application/pdf' },
  [BookFileFormat.Mobi]: { extension: 'mobi', type: 'application/x-mobipocket-ebook' },
};

/** `GET {id}/read`: the files of an active book the reader can open; 404 'no file' when it has none. */
export async function getReadableFiles(db: Db, viewer: Viewer, ref: string) {
  const match = refMatch(books, ref);
  const rows = await db
    .select({ urlName: books.urlName, titleEn: books.titleEn, titleUk: books.titleUk, format: bookFiles.format })
    .from(books)
    .leftJoin(bookFiles, eq(bookFiles.bookId, books.id))
    .where(and(match.where, eq(books.active, true)))
    .orderBy(match.preferUrlName, asc(bookFiles.format));
  if (!rows.length) throw notFound();
  const book = rows[0];
  const formats = rows.filter((row) => row.urlName === book.urlName && row.format !== null).map((row) => row.format!);
  if (!formats.length) throw notFound('books.noFile');
  return {
    urlName: book.urlName,
    title: pickText(viewer.language, book.titleEn, book.titleUk),
    files: formats.map((format) => ({ format, link: `/api/book/${encodeURIComponent(book.urlName)}/file/${format}` })),
  };
}

/** `GET {id}/file/{type}`: the stored file of an active book, or 404 'no file'. */
export async function openBookFile(db: Db, files: FileStore, ref: string, format: number) {
  const match = refMatch(books, ref);
  const [row] = await db
    .select({ urlName: books.urlName, path: bookFiles.path })
    .from(books)
    .leftJoin(bookFiles, and(eq(bookFiles.bookId, books.id), eq(bookFiles.format, format)))
    .where(and(match.where, eq(books.active, true)))
    .orderBy(match.preferUrlName)
    .limit(1);
  if (!row) throw notFound();
  const stored = row.path ? await files.open(row.path) : null;
  if (!stored) throw notFound('books.noFile');
  const { extension, type } = bookFileTypes[format];
  return { stream: stored.stream, size: stored.size, type, fileName: `${row.urlName}.${extension}` };
}
