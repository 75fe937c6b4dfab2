import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { BookAdminCreateParsed, BookAdminUpdateParsed } from '#core/schemas/books-admin';
import type { Tx } from '../../db/client';
import { bookAuthors, bookGenres, bookIllustrators, bookTags, bookTranslators } from '../../db/schema/book-links';
import { bookFiles, bookLanguages, books } from '../../db/schema/books';
import { allowed, type Actor } from '../../lib/actor';
import { fieldErrors, HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.record';
import {
  contribution,
  emptyLinks,
  existingIds,
  linksOfBook,
  lockBook,
  moveBooksCounts,
  refreshBookSearchKey,
  type BookLinks,
  type BookRow,
  type CountedKind,
  type Executor,
} from './book-links';
import { mayDeleteBook } from './books-admin.policy';
import { appendPosition } from './books-admin.links';

/*
 * Creating, editing, (de)activating and deleting books, each in the caller's transaction: the
 * book's row locked first, the records' `books_count` moved and the audit entry written in the same
 * transaction (book-links.ts says why counters stay exact).
 */

const auditedFields = [
  'titleEn',
  'titleUk',
  'subtitleEn',
  'subtitleUk',
  'descriptionEn',
  'descriptionUk',
  'originalTitle',
  'kind',
  'format',
  'isbn',
  'isbn10',
  'publisherId',
  'year',
  'firstYear',
  'pages',
  'ageRestriction',
  'stateStatus',
  'urlName',
  'active',
  'coverPath',
] as const;

/** A book as its audit entries record it: its row's own fields, its genres and languages. */
function auditSnapshot(row: BookRow, genreIds: number[], languages: number[]) {
  const fields = Object.fromEntries(auditedFields.map((field) => [field, row[field]]));
  return { ...fields, genreIds: [...genreIds].sort((a, b) => a - b), languages: [...languages].sort((a, b) => a - b) };
}

const unique = (ids: number[]) => [...new Set(ids)];

export const urlNameTaken = () =>
  new HttpError(409, 'validation.urlNameTaken', {}, { urlName: ['validation.urlNameTaken'] });

/** True when the error (or the driver error Drizzle wraps) is PostgreSQL's unique violation on books' urlName. */
export function isUrlNameClash(error: unknown): boolean {
  const { cause } = error as { cause?: unknown };
  const pg = (cause ?? error) as { code?: string; constraint?: string };
  return pg.code === '23505' && pg.constraint === 'books_urlName_unique';
}

async function assertUrlNameFree(tx: Executor, urlName: string, bookId?: number) {
  const [row] = await tx
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.urlName, urlName), bookId ? sql`${books.id} <> ${bookId}` : undefined))
    .limit(1);
  if (row) throw urlNameTaken();
}

/** Refuses (400, per field) ids naming no record. */
async function assertRecordsExist(tx: Executor, checks: [field: string, kind: CountedKind, ids: number[]][]) {
  const errors: Record<string, string[]> = {};
  for (const [field, kind, ids] of checks) {
    if (!ids.length) continue;
    const found = await existingIds(tx, kind, ids);
    if (ids.some((id) => !found.has(id))) errors[field] = ['admin-books.errors.unknownRecord'];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

function rowValues(input: BookAdminUpdateParsed | BookAdminCreateParsed) {
  return {
    titleEn: input.titleEn,
    titleUk: input.titleUk,
    subtitleEn: input.subtitleEn,
    subtitleUk: input.subtitleUk,
    descriptionEn: input.descriptionEn,
    descriptionUk: input.descriptionUk,
    originalTitle: input.originalTitle,
    kind: input.kind,
    format: input.format,
    isbn: input.isbn,
    isbn10: input.isbn10,
    publisherId: input.publisherId,
    year: input.year,
    firstYear: input.firstYear,
    pages: input.pages,
    ageRestriction: input.ageRestriction,
    stateStatus: input.stateStatus,
    urlName: input.urlName,
    active: input.active,
  };
}

/** `POST add`: the book, its genres, languages and first links; answers its id. */
export async function createBook(tx: Tx, actor: Actor, input: BookAdminCreateParsed): Promise<number> {
  const links: BookLinks = {
    ...emptyLinks(),
    author: unique(input.authorIds),
    genre: unique(input.genreIds),
    tag: unique(input.tagIds),
    publisher: input.publisherId ? [input.publisherId] : [],
    compilation: unique(input.compilationIds),
    translator: unique(input.translatorIds),
    illustrator: unique(input.illustratorIds),
  };
  const seriesLinks = [...new Map(input.series.map((item) => [item.seriesId, item])).values()];
  links.series = seriesLinks.map((item) => item.seriesId);
  await assertUrlNameFree(tx, input.urlName);
  await assertRecordsExist(tx, [
    ['publisherId', 'publisher', links.publisher],
    ['genreIds', 'genre', links.genre],
    ['authorIds', 'author', links.author],
    ['translatorIds', 'translator', links.translator],
    ['illustratorIds', 'illustrator', links.illustrator],
    ['tagIds', 'tag', links.tag],
    ['compilationIds', 'compilation', links.compilation],
    ['series', 'series', links.series],
  ]);
  const [book] = await tx.insert(books).values(rowValues(input)).returning();
  const bookId = book.id;
  const positioned = <T>(ids: number[], make: (id: number, position: number) => T) => ids.map(make);
  if (links.author.length)
    await tx
      .insert(bookAuthors)
      .values(positioned(links.author, (authorId, position) => ({ bookId, authorId, position })));
  if (links.translator.length)
    await tx
      .insert(bookTranslators)
      .values(positioned(links.translator, (translatorId, position) => ({ bookId, translatorId, position })));
  if (links.illustrator.length)
    await tx
      .insert(bookIllustrators)
      .values(positioned(links.illustrator, (illustratorId, position) => ({ bookId, illustratorId, position })));
  if (links.genre.length) await tx.insert(bookGenres).values(links.genre.map((genreId) => ({ bookId, genreId })));
  if (links.tag.length) await tx.insert(bookTags).values(links.tag.map((tagId) => ({ bookId, tagId })));
  for (const compilationId of links.compilation) await appendPosition(tx, 'compilation', bookId, compilationId);
  for (const item of seriesLinks) await appendPosition(tx, 'series', bookId, item.seriesId, item.position);
  const languages = unique(input.languages);
  if (languages.length) await tx.insert(bookLanguages).values(languages.map((language) => ({ bookId, language })));
  await moveBooksCounts(tx, emptyLinks(), contribution(book.active, links));
  await refreshBookSearchKey(tx, bookId);
  await recordAudit(tx, actor, {
    kind: 'book',
    id: bookId,
    action: 'create',
    after: {
      ...auditSnapshot(book, links.genre, languages),
      authorIds: links.author,
      translatorIds: links.translator,
      illustratorIds: links.illustrator,
      tagIds: links.tag,
      compilationIds: links.compilation,
      seriesIds: links.series,
    },
  });
  return bookId;
}

async function languagesOf(tx: Executor, bookId: number) {
  const rows = await tx
    .select({ language: bookLanguages.language })
    .from(bookLanguages)
    .where(eq(bookLanguages.bookId, bookId));
  return rows.map((row) => row.language);
}

/** `PUT update`: every field of the book's row, its genres and languages. */
export async function updateBook(tx: Tx, actor: Actor, input: BookAdminUpdateParsed): Promise<void> {
  const before = await lockBook(tx, input.id);
  const bookId = before.id;
  await assertUrlNameFree(tx, input.urlName, bookId);
  const genreIds = unique(input.genreIds);
  const publisher = input.publisherId ? [input.publisherId] : [];
  await assertRecordsExist(tx, [
    ['publisherId', 'publisher', publisher],
    ['genreIds', 'genre', genreIds],
  ]);
  const linksBefore = await linksOfBook(tx, bookId);
  const languagesBefore = await languagesOf(tx, bookId);
  const [after] = await tx
    .update(books)
    .set({ ...rowValues(input), updatedAt: new Date() })
    .where(eq(books.id, bookId))
    .returning();
  await tx
    .delete(bookGenres)
    .where(and(eq(bookGenres.bookId, bookId), genreIds.length ? notInArray(bookGenres.genreId, genreIds) : undefined));
  if (genreIds.length)
    await tx
      .insert(bookGenres)
      .values(genreIds.map((genreId) => ({ bookId, genreId })))
      .onConflictDoNothing();
  const languages = unique(input.languages);
  await tx.delete(bookLanguages).where(eq(bookLanguages.bookId, bookId));
  if (languages.length) await tx.insert(bookLanguages).values(languages.map((language) => ({ bookId, language })));
  const linksAfter: BookLinks = { ...linksBefore, genre: genreIds, publisher };
  await moveBooksCounts(tx, contribution(before.active, linksBefore), contribution(after.active, linksAfter));
  await refreshBookSearchKey(tx, bookId);
  await recordAudit(tx, actor, {
    kind: 'book',
    id: bookId,
    action: 'update',
    before: auditSnapshot(before, linksBefore.genre, languagesBefore),
    after: auditSnapshot(after, genreIds, languages),
  });
}

/** `PUT {id}/activity`: sets the book active or not (toggles when `wanted` is undefined); answers whether it changed. */
export async function setBookActivity(tx: Tx, actor: Actor, bookId: number, wanted?: boolean) {
  const before = await lockBook(tx, bookId);
  const active = wanted ?? !before.active;
  if (active === before.active) return { id: bookId, active, changed: false };
  await tx.update(books).set({ active, updatedAt: new Date() }).where(eq(books.id, bookId));
  const links = await linksOfBook(tx, bookId);
  await moveBooksCounts(tx, contribution(before.active, links), contribution(active, links));
  await recordAudit(tx, actor, {
    kind: 'book',
    id: bookId,
    action: active ? 'activate' : 'deactivate',
    before: { active: before.active },
    after: { active },
  });
  return { id: bookId, active, changed: true };
}

async function dependantsOf(tx: Executor, bookId: number) {
  const { rows } = await tx.execute<{ readers: number; recensions: number; quotes: number }>(sql`select
    (select count(*)::int from user_book_statuses where book_id = ${bookId}) as readers,
    (select count(*)::int from recensions where book_id = ${bookId}) as recensions,
    (select count(*)::int from quotes where book_id = ${bookId}) as quotes`);
  const [row] = rows;
  return { readers: Number(row.readers), recensions: Number(row.recensions), quotes: Number(row.quotes) };
}

/**
 * `DELETE {id}`: refused (409, with what leans on it) while readers have it on a shelf or wrote
 * about it; otherwise the book goes with its links, files and cover. Answers the stored files to
 * remove once the transaction committed.
 */
export async function deleteBook(tx: Tx, actor: Actor, bookId: number) {
  const before = await lockBook(tx, bookId);
  const dependants = await dependantsOf(tx, bookId);
  if (mayDeleteBook(actor, dependants) !== allowed)
    throw new HttpError(409, 'admin-books.errors.deleteRefused', dependants);
  const links = await linksOfBook(tx, bookId);
  const languages = await languagesOf(tx, bookId);
  const files = await tx.select({ path: bookFiles.path }).from(bookFiles).where(eq(bookFiles.bookId, bookId));
  await tx.delete(books).where(eq(books.id, bookId));
  await moveBooksCounts(tx, contribution(before.active, links), emptyLinks());
  await recordAudit(tx, actor, {
    kind: 'book',
    id: bookId,
    action: 'delete',
    before: {
      ...auditSnapshot(before, links.genre, languages),
      authorIds: links.author,
      translatorIds: links.translator,
      illustratorIds: links.illustrator,
      tagIds: links.tag,
      compilationIds: links.compilation,
      seriesIds: links.series,
    },
  });
  return { files: files.map((file) => file.path), coverPath: before.coverPath };
}

/** Sets (or clears) the book's cover path; answers the previous one, to remove once committed. */
export async function setCoverPath(tx: Tx, actor: Actor, bookId: number, coverPath: string | null) {
  const before = await lockBook(tx, bookId);
  await tx.update(books).set({ coverPath, updatedAt: new Date() }).where(eq(books.id, bookId));
  await recordAudit(tx, actor, {
    kind: 'book',
    id: bookId,
    action: 'update',
    before: { coverPath: before.coverPath },
    after: { coverPath },
  });
  return before.coverPath;
}
