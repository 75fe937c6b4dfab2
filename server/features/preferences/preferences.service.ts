import { eq, sql } from 'drizzle-orm';
import { BookStatus, PreferenceStatus } from '#core/enums';
import type { AuthorsBody, BooksBody, GenresBody, LanguagesBody, Preferences } from '#core/schemas/preferences';
import type { Db, Tx } from '../../db/client';
import {
  userPreferredAuthors,
  userPreferredBooks,
  userPreferredGenres,
  userPreferredLanguages,
  users,
} from '../../db/schema';
import type { Language } from '../../i18n/translate';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { fieldErrors } from '../../lib/http-error';
import type { StatusesService } from '../statuses/statuses.service';
import { preferenceStatusOf } from './preference-status';
import { mayKeepPreferences } from './preferences.policy';
import {
  activeIds,
  countChoices,
  lockPreferenceStatus,
  readFilterPreferences,
  readPreferences,
  resolveBookRefs,
} from './preferences.queries';

/**
 * The preference flow's choices (spec §1, §3, §5): favourite genres, book languages, authors and
 * rated books. Each PUT replaces one part whole; the stored Preference status is recomputed in the
 * same transaction (preference-status.ts), one change per reader at a time (the reader's row is locked).
 */
export function createPreferencesService({
  db,
  statuses,
}: {
  db: Db;
  statuses: Pick<StatusesService, 'shelveBooks' | 'readersMoved'>;
}) {
  function ownUserId(actor: Actor): number {
    authorize(mayKeepPreferences(actor));
    return memberOf(actor).userId;
  }

  /** Runs `change` with the reader's row locked, then stores the status the new choices give. */
  async function changeChoices(userId: number, change: (tx: Tx) => Promise<void>) {
    await db.transaction(async (tx) => {
      const previous = await lockPreferenceStatus(tx, userId);
      await change(tx);
      const status = preferenceStatusOf(await countChoices(tx, userId), previous);
      if (status !== previous)
        await tx.update(users).set({ preferenceStatus: status, updatedAt: new Date() }).where(eq(users.id, userId));
    });
  }

  async function checkActive(table: 'genres' | 'authors', ids: number[], field: string, messageKey: string) {
    const found = await activeIds(db, table, ids);
    if (ids.some((id) => !found.has(id))) throw fieldErrors({ [field]: [messageKey] });
  }

  return {
    getPreferences(actor: Actor, language: Language): Promise<Preferences> {
      return readPreferences(db, ownUserId(actor), language);
    },

    getFilterPreferences(actor: Actor) {
      return readFilterPreferences(db, ownUserId(actor));
    },

    async setGenres(actor: Actor, body: GenresBody, language: Language) {
      const userId = ownUserId(actor);
      const genreIds = [...new Set(body.genres)];
      await checkActive('genres', genreIds, 'genres', 'errors.preferences.unknownGenres');
      await changeChoices(userId, async (tx) => {
        await tx.delete(userPreferredGenres).where(eq(userPreferredGenres.userId, userId));
        if (genreIds.length)
          await tx.insert(userPreferredGenres).values(genreIds.map((genreId) => ({ userId, genreId })));
      });
      return readPreferences(db, userId, language);
    },

    async setLanguages(actor: Actor, body: LanguagesBody, language: Language) {
      const userId = ownUserId(actor);
      const languages = [...new Set(body.languages)];
      await changeChoices(userId, async (tx) => {
        await tx.delete(userPreferredLanguages).where(eq(userPreferredLanguages.userId, userId));
        if (languages.length)
          await tx.insert(userPreferredLanguages).values(languages.map((value) => ({ userId, language: value })));
      });
      return readPreferences(db, userId, language);
    },

    async setAuthors(actor: Actor, body: AuthorsBody, language: Language) {
      const userId = ownUserId(actor);
      const authorIds = [...new Set(body.authors)];
      await checkActive('authors', authorIds, 'authors', 'errors.preferences.unknownAuthors');
      await changeChoices(userId, async (tx) => {
        await tx.delete(userPreferredAuthors).where(eq(userPreferredAuthors.userId, userId));
        if (authorIds.length)
          await tx.insert(userPreferredAuthors).values(authorIds.map((authorId) => ({ userId, authorId })));
      });
      return readPreferences(db, userId, language);
    },

    /**
     * The rated books replace the earlier ones; each goes on the Finished shelf in the same
     * transaction (a book dropped from the list stays on the shelf: it was read all the same).
     */
    async setBooks(actor: Actor, body: BooksBody, language: Language) {
      const userId = ownUserId(actor);
      const ids = await resolveBookRefs(
        db,
        body.books.map((entry) => entry.book),
      );
      if (ids.some((id) => id === null)) throw fieldErrors({ books: ['errors.preferences.unknownBooks'] });
      const bookIds = ids as number[];
      if (new Set(bookIds).size !== bookIds.length) throw fieldErrors({ books: ['errors.preferences.repeatedBook'] });
      await changeChoices(userId, async (tx) => {
        await tx.delete(userPreferredBooks).where(eq(userPreferredBooks.userId, userId));
        if (bookIds.length)
          await tx
            .insert(userPreferredBooks)
            .values(bookIds.map((bookId, index) => ({ userId, bookId, rating: body.books[index]!.rating })));
        await statuses.shelveBooks(actor, tx, bookIds, BookStatus.Finished);
      });
      statuses.readersMoved(bookIds);
      return readPreferences(db, userId, language);
    },

    /** `DELETE me/preference`: the reader declines the flow; every choice goes and the status is Ignored. */
    async clearPreferences(actor: Actor, language: Language) {
      const userId = ownUserId(actor);
      await db.transaction(async (tx) => {
        await lockPreferenceStatus(tx, userId);
        for (const table of [userPreferredGenres, userPreferredLanguages, userPreferredAuthors, userPreferredBooks])
          await tx.delete(table).where(eq(table.userId, userId));
        await tx
          .update(users)
          .set({ preferenceStatus: PreferenceStatus.Ignored, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
      });
      return readPreferences(db, userId, language);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
