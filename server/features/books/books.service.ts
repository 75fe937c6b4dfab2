import { eq } from 'drizzle-orm';
import { PAGE_SIZE } from '#core/constants';
import { SortType } from '#core/enums';
import type {
  BookDetails,
  BookFilterOptions,
  BookEntityKind,
  BookList,
  EntityBooksRequest,
  LandingInfo,
} from '#core/schemas/books';
import type { Db } from '../../db/client';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { createReadCache } from '../../lib/read-cache';
import { mayKeepReadingStatus } from '../statuses/statuses.policy';
import { books } from '../../db/schema/books';
import {
  bookRefKey,
  getBookPart,
  getUserBookStatus,
  similarBooks,
  withUserStatusJson,
  type BookRef,
} from './books.details';
import { getBookDetailsJson, type DetailsJson } from './books.details-docs';
import { entityBooks, ownerBooks } from './books.entities';
import { getReadableFiles, openBookFile } from './books.files';
import { getHome, getLandingInfo, type HomeData } from './books.landing';
import { getFilterOptions } from './books.options';
import { listBooks, pageBooks, type PageOptions } from './books.list';
import type { CatalogueFilter, Viewer } from './books.sql';
import { userStatusOf, withSavedFlags, withSavedFlagsOf, withUserStatus } from './books.viewer-overlay';
import type { FileStore } from '../../lib/file-store/file-store';

export type { Viewer } from './books.sql';
export type { HomeData } from './books.landing';

interface Paging {
  page: number;
  pageSize: number;
  sortType?: number;
  order?: 'asc' | 'desc';
}

const withSort = (paging: Paging): PageOptions => ({ ...paging, sortType: paging.sortType ?? SortType.Popularity });

/**
 * The public catalogue of books (spec §7 Books). Every function answers only active books and,
 * on them, only active linked entities; `{id}`/`ref` is the numeric id or the urlName.
 */
export function createBooksService({ db, files }: { db: Db; files: FileStore }) {
  const fresh = { ttlMs: 10_000, maxEntries: 5_000 };
  const counts = createReadCache<number>(fresh);
  const lists = createReadCache<BookList>(fresh);
  // Kept as the JSON text a visitor is answered with, which the call sends as it is.
  const details = createReadCache<DetailsJson>(fresh);
  // The landing and /home: one answer per language, shared by every caller (a reader's shelves
  // are laid over it), so a crowd asking at once costs one set of statements.
  const landings = createReadCache<LandingInfo>(fresh);
  const homes = createReadCache<HomeData>(fresh);
  // The books page's filter choices: one answer per language for every list page it renders.
  const filterOptions = createReadCache<BookFilterOptions>(fresh);
  const visitor = (viewer: Viewer): Viewer => ({ language: viewer.language, userId: null });
  const keptDetails = (viewer: Viewer, ref: string) =>
    details.get(`${viewer.language}:${ref}`, () => getBookDetailsJson(db, viewer.language, ref));
  return {
    getLandingInfo: async (viewer: Viewer): Promise<LandingInfo> => {
      const info = await landings.get(viewer.language, () => getLandingInfo(db, visitor(viewer)));
      const [popularBooks] = await withSavedFlagsOf(db, viewer.userId, [info.popularBooks]);
      return { ...info, popularBooks: popularBooks! };
    },
    getHome: async (viewer: Viewer): Promise<HomeData> => {
      const home = await homes.get(viewer.language, () => getHome(db, visitor(viewer)));
      if (viewer.userId === null) return home;
      const bookShelves = home.categories.filter((category) => category.kind === 'book');
      const flagged = await withSavedFlagsOf(db, viewer.userId, [
        ...home.shelves.map((shelf) => shelf.items),
        ...bookShelves.map((category) => category.items),
      ]);
      const ofCategory = new Map(
        bookShelves.map((category, index) => [category, flagged[home.shelves.length + index]!]),
      );
      return {
        ...home,
        shelves: home.shelves.map((shelf, index) => ({ ...shelf, items: flagged[index]! })),
        categories: home.categories.map((category) =>
          category.kind === 'book' ? { ...category, items: ofCategory.get(category)! } : category,
        ),
      };
    },
    listBooks: async (viewer: Viewer, filter: CatalogueFilter & PageOptions) => {
      const key = `items:${viewer.language}:${JSON.stringify(filter)}`;
      const list = await lists.get(key, () => listBooks(db, visitor(viewer), filter, counts));
      return withSavedFlags(db, viewer.userId, list);
    },
    /** A book's details as the JSON answer of `GET details/{id}`: the kept text, with a reader's shelf laid in. */
    bookDetailsJson: async (viewer: Viewer, ref: string) => {
      const { id, json } = await keptDetails(viewer, ref);
      if (viewer.userId === null) return json;
      return withUserStatusJson(json, await userStatusOf(db, viewer.userId, id));
    },
    getBookDetails: async (viewer: Viewer, ref: string) => {
      const { json } = await keptDetails(viewer, ref);
      return withUserStatus(db, viewer.userId, JSON.parse(json) as BookDetails);
    },
    similarBooks: async (viewer: Viewer, ref: BookRef) => {
      const key = `similar:${viewer.language}:${bookRefKey(ref)}`;
      const list = await lists.get(key, () => similarBooks(db, viewer.language, ref));
      return withSavedFlags(db, viewer.userId, list);
    },
    /** A book's readers moved: its details are read afresh (lists may lag a few seconds). */
    forgetBook: (bookId: number) => details.forget((book) => book.id === bookId),
    /** Forgets every answer kept for a few seconds (after writes that move them, and in tests). */
    forgetCached: () => [counts, lists, details, landings, homes, filterOptions].forEach((cache) => cache.clear()),
    getBookPart: (viewer: Viewer, ref: string) => getBookPart(db, viewer, ref),
    getUserBookStatus(actor: Actor, ref: string) {
      authorize(mayKeepReadingStatus(actor));
      return getUserBookStatus(db, memberOf(actor).userId, ref);
    },
    /** The `n` most read books of an entity. */
    topEntityBooks: (viewer: Viewer, kind: BookEntityKind, ref: string, n: number) =>
      entityBooks(db, viewer, kind, ref, { page: 1, pageSize: n, sortType: SortType.Popularity }),
    /** A page of an entity's books; series and compilations default to their own order. */
    entityBooks: (viewer: Viewer, request: Omit<EntityBooksRequest, 'page' | 'pageSize'> & Paging) =>
      entityBooks(db, viewer, request.kind, request.id, withSort(request)),
    orderedEntityBooks: (viewer: Viewer, kind: 'series' | 'compilation', ref: string, paging: Paging) =>
      entityBooks(db, viewer, kind, ref, { ...withSort(paging), byPosition: true }),
    ownerBooks: (viewer: Viewer, ref: string, paging: Paging) => ownerBooks(db, viewer, ref, withSort(paging)),
    /** Popular books for the preference flow. */
    preferenceBooks: (viewer: Viewer, paging: Paging) =>
      pageBooks(
        db,
        viewer,
        [eq(books.active, true)],
        withSort({ page: paging.page, pageSize: paging.pageSize ?? PAGE_SIZE.PREFERENCE_GRID }),
      ),
    /** Genres and tags the books page filters offer. */
    getFilterOptions: (viewer: Viewer) => filterOptions.get(viewer.language, () => getFilterOptions(db, viewer)),
    getReadableFiles: (viewer: Viewer, ref: string) => getReadableFiles(db, viewer, ref),
    openBookFile: (ref: string, format: number) => openBookFile(db, files, ref, format),
  };
}

export type BooksService = ReturnType<typeof createBooksService>;
