import { posix } from 'node:path';
import type { BookFileFormat } from '#core/enums';
import type {
  BookAdminCreateParsed,
  BookAdminListQueryParsed,
  BookAdminUpdateParsed,
  BookLinkKind,
  BookPickerKind,
} from '#core/schemas/books-admin';
import type { FileStore } from '../../lib/file-store/file-store';
import type { Db, Tx } from '../../db/client';
import { zAdminUrlName, type UrlNameCheck } from '#core/schemas/admin';
import { translate, type Language } from '../../i18n/translate';
import { authorize, type Actor } from '../../lib/actor';
import type { CacheBus } from '../../lib/cache-bus';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.record';
import { coverLink, coverLink2x } from '../books/cover-links';
import { removeCover, storeCover } from './book-cover-store';
import { removeStoredFile, storeBookFile } from './book-file-store';
import { attachBookFile, detachBookFile, formatOfUpload } from './books-admin.files';
import { addLink, removeLink, setSeriesPosition } from './books-admin.links';
import { mayAdministerBooks } from './books-admin.policy';
import { listAdminBooks, searchAdminBooks } from './books-admin.list';
import { bookSelectOptions, isUrlNameAvailable, pickerOptions } from './books-admin.options';
import { getAdminBook, listBookFiles, resolveAdminBook } from './books-admin.record';
import { booksOfRecord, seriesOfBook, translationsOf } from './books-admin.related';
import {
  createBook,
  deleteBook,
  isUrlNameClash,
  setBookActivity,
  setCoverPath,
  updateBook,
  urlNameTaken,
} from './books-admin.write';
import { postToTelegram, telegramHtml, type TelegramSettings } from './telegram';

interface Paging {
  page: number;
  pageSize: number;
}

/**
 * The administration of books (`/api/book/admin/*`, the /admin/book pages): every method takes the
 * caller first and lets only administrators through. After a write commits, every instance forgets
 * the book's kept details (`bookChanged`) and the kept lists, rankings and visitors' pages
 * (`catalogueChanged`), so the change shows at once.
 */
export function createBooksAdminService({
  db,
  files,
  appUrl,
  telegram,
  cacheBus,
}: {
  db: Db;
  files: FileStore;
  appUrl: string;
  telegram?: TelegramSettings;
  cacheBus: CacheBus;
}) {
  const admin = (actor: Actor) => authorize(mayAdministerBooks(actor));

  const changed = (bookIds: number[]) => {
    bookIds.forEach(cacheBus.bookChanged);
    cacheBus.catalogueChanged();
  };

  /** Runs a write in one transaction; a racing save of a taken urlName answers as a checked one. */
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUrlNameClash(error)) throw urlNameTaken();
      throw error;
    }
  }

  async function changeLink(actor: Actor, work: (tx: Tx) => Promise<{ changed: boolean }>, bookId: number) {
    admin(actor);
    const result = await write(work);
    if (result.changed) changed([bookId]);
    return { changed: result.changed };
  }

  return {
    getBook(actor: Actor, bookId: number, language: Language) {
      admin(actor);
      return getAdminBook(db, language, bookId);
    },
    resolveBook(actor: Actor, ref: string) {
      admin(actor);
      return resolveAdminBook(db, ref);
    },
    listBooks(actor: Actor, query: BookAdminListQueryParsed, language: Language) {
      admin(actor);
      return listAdminBooks(db, language, query);
    },
    searchBooks(actor: Actor, query: { search: string } & Paging, language: Language) {
      admin(actor);
      return searchAdminBooks(db, language, query);
    },
    bookOptions(actor: Actor, query: { search: string; limit: number }, language: Language) {
      admin(actor);
      return bookSelectOptions(db, language, query);
    },
    /** `checkUrl`: valid by §5 and in slug shape, and no other book's; why not in the caller's language. */
    async checkUrl(
      actor: Actor,
      urlName: string,
      bookId: number | undefined,
      language: Language,
    ): Promise<UrlNameCheck> {
      admin(actor);
      const parsed = zAdminUrlName.safeParse(urlName);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const params: Record<string, number> = issue.code === 'too_big' ? { max: Number(issue.maximum) } : {};
        return { available: false, message: translate(language, issue.message, params) };
      }
      if (!(await isUrlNameAvailable(db, parsed.data, bookId)))
        return { available: false, message: translate(language, 'validation.urlNameTaken') };
      return { available: true, message: null };
    },
    listFiles(actor: Actor, bookId: number) {
      admin(actor);
      return listBookFiles(db, bookId);
    },
    booksOf(actor: Actor, kind: BookLinkKind, recordId: number, paging: Paging, language: Language) {
      admin(actor);
      return booksOfRecord(db, language, kind, recordId, paging);
    },
    seriesOfBook(actor: Actor, bookId: number, language: Language) {
      admin(actor);
      return seriesOfBook(db, language, bookId);
    },
    translationsOf(actor: Actor, bookId: number, paging: Paging, language: Language) {
      admin(actor);
      return translationsOf(db, language, bookId, paging);
    },
    pickerOptions(actor: Actor, kind: BookPickerKind, query: { search: string; limit: number }, language: Language) {
      admin(actor);
      return pickerOptions(db, language, kind, query);
    },

    async createBook(actor: Actor, input: BookAdminCreateParsed, language: Language) {
      admin(actor);
      const bookId = await write((tx) => createBook(tx, actor, input));
      changed([bookId]);
      return getAdminBook(db, language, bookId);
    },
    async updateBook(actor: Actor, input: BookAdminUpdateParsed, language: Language) {
      admin(actor);
      await write((tx) => updateBook(tx, actor, input));
      changed([input.id]);
      return getAdminBook(db, language, input.id);
    },
    async setActivity(actor: Actor, bookId: number, active?: boolean) {
      admin(actor);
      const result = await write((tx) => setBookActivity(tx, actor, bookId, active));
      if (result.changed) changed([bookId]);
      return { id: result.id, active: result.active };
    },
    /** Bulk activity: every book named, in one transaction (locked in id order); 404 if one is missing. */
    async setActivityOfMany(actor: Actor, bookIds: number[], active: boolean) {
      admin(actor);
      const ids = [...new Set(bookIds)].sort((a, b) => a - b);
      const results = await write(async (tx) => {
        const done = [];
        for (const id of ids) done.push(await setBookActivity(tx, actor, id, active));
        return done;
      });
      const moved = results.filter((result) => result.changed).map((result) => result.id);
      if (moved.length) changed(moved);
      return { changed: moved.length };
    },
    async deleteBook(actor: Actor, bookId: number) {
      admin(actor);
      const removed = await write((tx) => deleteBook(tx, actor, bookId));
      changed([bookId]);
      await Promise.all(removed.files.map((path) => removeStoredFile(files, path)));
      await removeCover(files, removed.coverPath);
      return { ok: true as const };
    },

    addLink: (actor: Actor, kind: BookLinkKind, bookId: number, recordId: number, position?: number) =>
      changeLink(actor, (tx) => addLink(tx, actor, kind, bookId, recordId, position), bookId),
    removeLink: (actor: Actor, kind: BookLinkKind, bookId: number, recordId: number) =>
      changeLink(actor, (tx) => removeLink(tx, actor, kind, bookId, recordId), bookId),
    setSeriesPosition: (actor: Actor, bookId: number, seriesId: number, position: number) =>
      changeLink(actor, (tx) => setSeriesPosition(tx, actor, bookId, seriesId, position), bookId),

    /** `POST addFile`: the book's file of the format its content has (replacing an older one). */
    async addFile(actor: Actor, bookId: number, content: Buffer, declared?: BookFileFormat) {
      admin(actor);
      const format = formatOfUpload(content, declared);
      await listBookFiles(db, bookId);
      const path = await storeBookFile(files, bookId, format, content);
      let replaced: string | null;
      try {
        replaced = await write((tx) => attachBookFile(tx, actor, { bookId, format, path, size: content.length }));
      } catch (error) {
        await removeStoredFile(files, path);
        throw error;
      }
      await removeStoredFile(files, replaced);
      changed([bookId]);
      return listBookFiles(db, bookId);
    },
    async removeFile(actor: Actor, bookId: number, format: number) {
      admin(actor);
      const path = await write((tx) => detachBookFile(tx, actor, bookId, format));
      await removeStoredFile(files, path);
      changed([bookId]);
      return listBookFiles(db, bookId);
    },

    /** A new cover, resized to 200×310 and 400×620; the old cover's files go once it is replaced. */
    async setCover(actor: Actor, bookId: number, content: Buffer) {
      admin(actor);
      const { urlName } = await resolveAdminBook(db, String(bookId));
      const coverPath = await storeCover(files, urlName, content);
      let previous: string | null;
      try {
        previous = await write((tx) => setCoverPath(tx, actor, bookId, coverPath));
      } catch (error) {
        await removeCover(files, coverPath);
        throw error;
      }
      await removeCover(files, previous);
      changed([bookId]);
      return { imageLink: coverLink(coverPath), imageLink2x: coverLink2x(coverPath) };
    },
    async removeCover(actor: Actor, bookId: number) {
      admin(actor);
      const previous = await write((tx) => setCoverPath(tx, actor, bookId, null));
      await removeCover(files, previous);
      changed([bookId]);
      return { imageLink: null, imageLink2x: null };
    },

    /**
     * `POST {id}/push/telegram`: the book's cover, title, authors and link, posted to the configured
     * channel in the caller's language. 503 without a configured channel, 409 for an inactive book
     * (its link would answer 404), 502 when Telegram refuses.
     */
    async pushToTelegram(actor: Actor, bookId: number, language: Language) {
      admin(actor);
      if (!telegram) throw new HttpError(503, 'admin-books.errors.telegramNotConfigured');
      const book = await getAdminBook(db, language, bookId);
      if (!book.active) throw new HttpError(409, 'admin-books.errors.telegramInactive');
      const title = language === 'uk' ? book.titleUk || book.titleEn : book.titleEn || book.titleUk;
      const link = `${appUrl}${language === 'uk' ? '/uk' : ''}/book/${encodeURIComponent(book.urlName)}`;
      const caption = [
        `<b>${telegramHtml(title)}</b>`,
        book.authors.map((author) => telegramHtml(author.name)).join(', '),
        `<a href="${telegramHtml(link)}">${telegramHtml(link)}</a>`,
      ]
        .filter(Boolean)
        .join('\n');
      const messageId = await postToTelegram(telegram, { caption, photo: await coverPhoto(book.imageLink2x) });
      await recordAudit(db, actor, {
        kind: 'book',
        id: bookId,
        action: 'publish',
        after: { telegramChannel: telegram.channelId, telegramMessageId: messageId },
      });
      return { messageId };
    },
  };

  /** The retina cover to post: read from the file store, or its address when it lives elsewhere. */
  async function coverPhoto(imageLink2x: string | null) {
    if (!imageLink2x) return undefined;
    if (/^https?:\/\//.test(imageLink2x)) return { url: imageLink2x };
    if (!imageLink2x.startsWith('/files/')) return undefined;
    const key = imageLink2x.slice('/files/'.length);
    const content = await files.read(key);
    return content ? { content, fileName: posix.basename(key) } : undefined;
  }
}

export type BooksAdminService = ReturnType<typeof createBooksAdminService>;
