import { and, eq } from 'drizzle-orm';
import { BookFileFormat } from '#core/enums';
import type { Tx } from '../../db/client';
import { bookFiles } from '../../db/schema/books';
import type { Actor } from '../../lib/actor';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.record';
import { lockBook } from './book-links';
import { detectBookFileFormat } from './book-file-store';

const formatName = (format: number) =>
  Object.entries(BookFileFormat).find(([, value]) => value === format)?.[0] ?? String(format);

/**
 * The format of an uploaded book file, from its content (book-file-store.ts): 415 when it is none of
 * the book file formats, 400 when the caller named another format than the content has.
 */
export function formatOfUpload(content: Buffer, declared?: number): BookFileFormat {
  const detected = detectBookFileFormat(content);
  if (detected === null) throw new HttpError(415, 'admin-books.errors.fileFormatUnknown');
  if (declared !== undefined && declared !== detected)
    throw new HttpError(
      400,
      'admin-books.errors.fileFormatMismatch',
      { declared: formatName(declared), detected: formatName(detected) },
      { fileType: ['admin-books.errors.fileFormatMismatch'] },
    );
  return detected;
}

/** Files as an audit entry shows them: each format's size. */
const filesField = (rows: { format: number; size: number }[]) =>
  Object.fromEntries(rows.map((row) => [formatName(row.format), row.size]));

async function filesOf(tx: Tx, bookId: number) {
  return tx.select().from(bookFiles).where(eq(bookFiles.bookId, bookId));
}

/**
 * Keeps a stored file as the book's file of its format (one per book and format: a new upload
 * replaces the old one). Answers the replaced file's path, to remove once committed.
 */
export async function attachBookFile(
  tx: Tx,
  actor: Actor,
  file: { bookId: number; format: BookFileFormat; path: string; size: number },
): Promise<string | null> {
  await lockBook(tx, file.bookId);
  const before = await filesOf(tx, file.bookId);
  const replaced = before.find((row) => row.format === file.format)?.path ?? null;
  await tx
    .insert(bookFiles)
    .values(file)
    .onConflictDoUpdate({
      target: [bookFiles.bookId, bookFiles.format],
      set: { path: file.path, size: file.size, createdAt: new Date() },
    });
  const after = [...before.filter((row) => row.format !== file.format), file];
  await recordAudit(tx, actor, {
    kind: 'book',
    id: file.bookId,
    action: 'update',
    before: { files: filesField(before) },
    after: { files: filesField(after) },
  });
  return replaced;
}

/** `DELETE {id}/file?fileType=`: 404 when the book has no file of that format; answers its path. */
export async function detachBookFile(tx: Tx, actor: Actor, bookId: number, format: number): Promise<string> {
  await lockBook(tx, bookId);
  const before = await filesOf(tx, bookId);
  const [removed] = await tx
    .delete(bookFiles)
    .where(and(eq(bookFiles.bookId, bookId), eq(bookFiles.format, format)))
    .returning({ path: bookFiles.path });
  if (!removed) throw new HttpError(404, 'admin-books.errors.fileNotFound', { format: formatName(format) });
  await recordAudit(tx, actor, {
    kind: 'book',
    id: bookId,
    action: 'update',
    before: { files: filesField(before) },
    after: { files: filesField(before.filter((row) => row.format !== format)) },
  });
  return removed.path;
}
