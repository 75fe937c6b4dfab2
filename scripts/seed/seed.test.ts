import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSearchKey } from '../../core/search/search-key';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from '../../server/test/database';
import { createLocalFileStore } from '../../server/lib/file-store/local-file-store';
import { verifyPassword } from '../../server/features/auth/passwords';
import { community, validateSeedData } from './data';
import { avatarUrlOf, coverPathOf, writeSeedImages } from './images';
import { buildSeedPlan } from './plan';
import { DEMO_LIBRARY_SIZE } from './activity';
import { recountCounters } from './recount';
import { seedDatabase, type SeedSummary } from './seed';
import { SIMILAR_AUTHOR_PAIRS } from './admin-samples';

type Row = Record<string, unknown>;

describe('seedDatabase', () => {
  let database: Database;
  let filesDir: string;
  let summary: SeedSummary;
  const rows = async <T extends Row>(query: string) => (await database.db.execute<T>(sql.raw(query))).rows;

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'polytsia-seed-'));
    database = await openTestDatabase();
    summary = await seedDatabase(database, { files: createLocalFileStore(filesDir), covers: false });
  });

  afterAll(async () => {
    await database?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('has consistent seed data files', () => {
    expect(validateSeedData()).toEqual([]);
  });

  it('loads a catalogue of books, manga and comics with their authors', async () => {
    const kinds = await rows<{ kind: number; n: number }>(
      'select kind, count(*)::int as n from books group by kind order by kind',
    );
    expect(kinds.map((row) => row.kind)).toEqual([1, 2, 3]);
    const byKind = Object.fromEntries(kinds.map((row) => [row.kind, row.n]));
    expect(byKind[1]).toBeGreaterThanOrEqual(60);
    expect(byKind[2]).toBeGreaterThanOrEqual(12);
    expect(byKind[3]).toBeGreaterThanOrEqual(12);
    expect(summary.counts.books).toBeGreaterThanOrEqual(80);
    expect(summary.counts.authors).toBeGreaterThanOrEqual(40);
    expect(summary.counts.genres).toBeGreaterThanOrEqual(20);
    expect(summary.counts.tags).toBeGreaterThanOrEqual(25);
    expect(summary.counts.publishers).toBeGreaterThanOrEqual(10);
    expect(summary.counts.series).toBeGreaterThanOrEqual(6);
    expect(summary.counts.compilations).toBeGreaterThanOrEqual(8);
    expect(summary.counts.translators).toBeGreaterThanOrEqual(8);
    expect(summary.counts.illustrators).toBeGreaterThanOrEqual(6);
    expect(summary.counts.quotes).toBeGreaterThanOrEqual(40);
    const [orphans] = await rows<{ n: number }>(
      'select count(*)::int as n from books b where not exists (select 1 from book_authors a where a.book_id = b.id)',
    );
    expect(orphans.n).toBe(0);
  });

  it('links similar authors both ways', async () => {
    const pairs = await rows<{ a: string; b: string }>(
      `select x.url_name as a, y.url_name as b from similar_authors s
       join authors x on x.id = s.author_id join authors y on y.id = s.similar_author_id`,
    );
    expect(pairs.length).toBe(SIMILAR_AUTHOR_PAIRS.length * 2);
    for (const { a, b } of pairs) expect(pairs).toContainEqual({ a: b, b: a });
  });

  it('leaves one author claim waiting for an administrator', async () => {
    const claims = await rows<{ status: number }>('select status from author_claims where status = 0');
    expect(claims).toHaveLength(1);
  });

  it('gives every row a valid, unique url name and a search key', async () => {
    for (const table of [
      'books',
      'authors',
      'genres',
      'tags',
      'publishers',
      'series',
      'compilations',
      'translators',
      'illustrators',
    ]) {
      const names = await rows<{ url_name: string; search_key: string }>(`select url_name, search_key from ${table}`);
      const urls = names.map((row) => row.url_name);
      expect(new Set(urls).size, table).toBe(urls.length);
      for (const url of urls) expect(url, table).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const url of urls) expect(url.length, url).toBeGreaterThanOrEqual(4);
      expect(
        names.every((row) => row.search_key.length > 0),
        table,
      ).toBe(true);
    }
    const [shevchenko] = await rows<{ search_key: string }>(`select search_key from books where url_name = 'kobzar'`);
    expect(shevchenko.search_key).toContain('shevchenko');
  });

  it('keys every book by its titles and all its authors, so the search finds a book by its author', async () => {
    const books = await rows<{
      url_name: string;
      title_en: string;
      title_uk: string;
      original_title: string | null;
      search_key: string;
      authors: { nameEn: string; nameUk: string }[];
    }>(
      `select b.url_name, b.title_en, b.title_uk, b.original_title, b.search_key,
              coalesce(json_agg(json_build_object('nameEn', a.name_en, 'nameUk', a.name_uk) order by l.position)
                filter (where a.id is not null), '[]') as authors
       from books b left join book_authors l on l.book_id = b.id left join authors a on a.id = l.author_id
       group by b.id`,
    );
    expect(books.some((book) => book.authors.length > 1)).toBe(true);
    for (const book of books)
      expect(book.search_key, book.url_name).toBe(
        bookSearchKey(
          { titleEn: book.title_en, titleUk: book.title_uk, originalTitle: book.original_title },
          book.authors,
        ),
      );
  });

  it('creates the demo accounts with their passwords', async () => {
    const accounts = await rows<{
      email: string;
      role: number;
      is_admin: boolean;
      author_id: number | null;
      password_hash: string;
      email_verified_at: Date | null;
    }>(`select email, role, is_admin, author_id, password_hash, email_verified_at from users order by id`);
    const byEmail = new Map(accounts.map((row) => [row.email, row]));
    const admin = byEmail.get('admin@polytsia.app')!;
    const author = byEmail.get('author@polytsia.app')!;
    expect(admin).toMatchObject({ role: 2, is_admin: true });
    expect(author).toMatchObject({ role: 3, is_admin: false, author_id: expect.any(Number) });
    for (let index = 1; index <= 12; index++)
      expect(byEmail.get(`reader${index}@polytsia.app`)).toMatchObject({ role: 1 });
    expect(accounts.every((row) => row.email_verified_at !== null && row.password_hash.startsWith('$argon2id$'))).toBe(
      true,
    );
    expect(await verifyPassword(admin.password_hash, 'Admin123!')).toBe(true);
    expect(await verifyPassword(author.password_hash, 'Author123!')).toBe(true);
    expect(await verifyPassword(byEmail.get('reader7@polytsia.app')!.password_hash, 'Reader123!')).toBe(true);
    expect(summary.credentials.map((row) => row.email)).toContain('reader12@polytsia.app');

    const [owned] = await rows<{ n: number }>(
      `select count(*)::int as n from books b join users u on u.id = b.owner_user_id where u.email = 'author@polytsia.app'`,
    );
    expect(owned.n).toBeGreaterThan(0);
  });

  it('puts 12 to 36 books on the shelves of every reader, a fuller library on the first demo reader', async () => {
    const shelves = await rows<{ email: string; n: number }>(
      `select u.email, count(s.book_id)::int as n from users u left join user_book_statuses s on s.user_id = u.id
       where u.email like 'reader%' group by u.email`,
    );
    expect(shelves).toHaveLength(12);
    for (const shelf of shelves) {
      const expected = shelf.email === 'reader1@polytsia.app' ? [DEMO_LIBRARY_SIZE, DEMO_LIBRARY_SIZE] : [12, 36];
      expect(shelf.n, shelf.email).toBeGreaterThanOrEqual(expected[0]!);
      expect(shelf.n, shelf.email).toBeLessThanOrEqual(expected[1]!);
    }
  });

  it("spreads the demo reader's finished books over the last two years, with pages, genres and languages", async () => {
    const [finished] = await rows<{ books: number; months: number; pages: number; genres: number; languages: number }>(
      `select count(*)::int as books,
         count(distinct to_char(s.updated_at, 'YYYY-MM'))::int as months,
         coalesce(sum(b.pages), 0)::int as pages,
         (select count(distinct bg.genre_id) from book_genres bg where bg.book_id in
           (select book_id from user_book_statuses x where x.user_id = u.id and x.status = 3))::int as genres,
         (select count(distinct bl.language) from book_languages bl where bl.book_id in
           (select book_id from user_book_statuses x where x.user_id = u.id and x.status = 3))::int as languages
       from users u join user_book_statuses s on s.user_id = u.id and s.status = 3 join books b on b.id = s.book_id
       where u.email = 'reader1@polytsia.app' and s.updated_at > now() - interval '2 years'
       group by u.id`,
    );
    expect(finished.books).toBeGreaterThanOrEqual(25);
    expect(finished.months).toBeGreaterThanOrEqual(12);
    expect(finished.pages).toBeGreaterThan(5000);
    expect(finished.genres).toBeGreaterThanOrEqual(5);
    expect(finished.languages).toBeGreaterThanOrEqual(2);
    const levels = await rows<{ level: number }>(
      "select distinct activity_level as level from users where email like 'reader%' order by level",
    );
    expect(levels.length).toBeGreaterThanOrEqual(2);
    const [future] = await rows<{ n: number }>(
      'select count(*)::int as n from user_book_statuses where updated_at > now() or created_at > updated_at',
    );
    expect(future.n).toBe(0);
  });

  it('writes recensions, quotes, comments and the social graph', async () => {
    const recensions = await rows<{ text: string; rating: number }>('select text, rating from recensions');
    expect(recensions.length).toBeGreaterThanOrEqual(25);
    expect(recensions.every((row) => row.text.length >= 200 && row.rating >= 1 && row.rating <= 5)).toBe(true);
    const [dayQuotes] = await rows<{ n: number }>(
      'select count(*)::int as n from quotes where is_day_quote and is_approved',
    );
    expect(dayQuotes.n).toBe(1);
    const [replies] = await rows<{ n: number }>('select count(*)::int as n from comments where parent_id is not null');
    expect(replies.n).toBeGreaterThan(0);
    const kinds = await rows<{ target_kind: number }>('select distinct target_kind from comments order by target_kind');
    expect(kinds.map((row) => row.target_kind)).toEqual([1, 2, 3, 4]);
    // Moderation has something to do on first start, in both languages, and a refusal shows its reason.
    for (const table of ['recensions', 'quotes']) {
      const approved = table === 'recensions' ? 'approved' : 'is_approved';
      const states = await rows<{ waiting: number; rejected: number }>(
        `select count(*) filter (where not ${approved} and rejection_reason is null)::int as waiting,
                count(*) filter (where not ${approved} and rejection_reason is not null)::int as rejected from ${table}`,
      );
      expect(states[0].waiting, table).toBeGreaterThanOrEqual(2);
      expect(states[0].rejected, table).toBeGreaterThanOrEqual(1);
    }
    const waitingLanguages = await rows<{ cyrillic: boolean }>(
      "select distinct text ~ '[а-яіїєґ]' as cyrillic from recensions where not approved",
    );
    expect(waitingLanguages).toHaveLength(2);
    const [repliesInUkrainian] = await rows<{ n: number }>(
      "select count(*)::int as n from comments where parent_id is not null and text ~ '[а-яіїєґ]'",
    );
    expect(repliesInUkrainian.n).toBeGreaterThan(0);
    const [pending] = await rows<{ n: number }>('select count(*)::int as n from friend_requests where status = 0');
    expect(pending.n).toBe(community.pendingFriendRequests.length);
    const [asymmetric] = await rows<{ n: number }>(
      'select count(*)::int as n from friendships f where not exists (select 1 from friendships r where r.user_id = f.friend_id and r.friend_id = f.user_id)',
    );
    expect(asymmetric.n).toBe(0);
    expect(summary.counts.notifications).toBeGreaterThan(10);
    const pages = await rows<{ document_type: number }>(
      'select document_type from content_pages order by document_type',
    );
    expect(pages.map((row) => row.document_type)).toEqual([1, 2]);
  });

  it('gives most demo readers preferences; the last one has none, so the preference pop-up shows', async () => {
    const statuses = await rows<{ preference_status: number; show_preferences_popup: boolean }>(
      `select preference_status, show_preferences_popup from users where role = 1 and not is_admin order by id`,
    );
    expect(statuses.at(-1)).toEqual({ preference_status: 0, show_preferences_popup: true });
    const counted = statuses.map((row) => row.preference_status);
    expect(counted.filter((status) => status === 2).length).toBeGreaterThan(counted.length / 2);
    expect(counted).toContain(1);
    const [offShelf] = await rows<{ n: number }>(
      `select count(*)::int as n from user_preferred_books p where not exists
        (select 1 from user_book_statuses s where s.user_id = p.user_id and s.book_id = p.book_id and s.status = 3)`,
    );
    expect(offShelf.n).toBe(0);
    const [authors] = await rows<{ n: number }>('select count(distinct user_id)::int as n from user_preferred_authors');
    expect(authors.n).toBeGreaterThan(3);
  });

  it('has one active category per type, kind and site language', async () => {
    const slots = await rows<{ n: number }>(
      'select count(*)::int as n from categories where active group by type, kind, language having count(*) > 1',
    );
    expect(slots).toEqual([]);
    const [active] = await rows<{ n: number }>(
      'select count(distinct (type, kind, language))::int as n from categories where active',
    );
    // New, Top, WeRecommend and Other, for books and for authors, in English and in Ukrainian.
    expect(active.n).toBe(16);
  });

  it('recounts the denormalised counters', async () => {
    const [readers] = await rows<{ n: number }>(
      'select count(*)::int as n from books b where b.readers_count <> (select count(*) from user_book_statuses s where s.book_id = b.id)',
    );
    expect(readers.n).toBe(0);
    const [ratings] = await rows<{ n: number }>(
      `select count(*)::int as n from books b where b.ratings_count <> (select count(*) from recensions r where r.book_id = b.id and r.approved)
         or abs(b.rating_avg - coalesce((select avg(rating) from recensions r where r.book_id = b.id and r.approved), 0)) > 0.001`,
    );
    expect(ratings.n).toBe(0);
    const [authorsCount] = await rows<{ n: number }>(
      `select count(*)::int as n from authors a where a.books_count <>
         (select count(*) from book_authors l join books b on b.id = l.book_id and b.active where l.author_id = a.id)`,
    );
    expect(authorsCount.n).toBe(0);
    const [inactiveCounted] = await rows<{ n: number }>(
      `select count(*)::int as n from publishers p where p.books_count <> (select count(*) from books b where b.publisher_id = p.id and b.active)`,
    );
    expect(inactiveCounted.n).toBe(0);
    const [rated] = await rows<{ n: number }>('select count(*)::int as n from books where ratings_count > 0');
    expect(rated.n).toBeGreaterThan(10);

    // A second recount finds nothing to change.
    const before = await rows('select id, readers_count, rating_avg, books_count from authors order by id');
    await recountCounters(database.db);
    expect(await rows('select id, readers_count, rating_avg, books_count from authors order by id')).toEqual(before);
  });

  it('leaves covers out when asked to', async () => {
    const [withCover] = await rows<{ n: number }>('select count(*)::int as n from books where cover_path is not null');
    expect(withCover.n).toBe(0);
    expect(summary.imagesWritten).toBe(0);
  });
});

describe('seed images', () => {
  it('writes both cover sizes, entity pictures and avatars where the rows point', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'polytsia-seed-images-'));
    try {
      const plan = buildSeedPlan();
      const pickBooks = ['book', 'manga', 'comics'].flatMap((kind) =>
        plan.books.filter((row) => row.kind === kind).slice(0, 2),
      );
      const small = {
        ...plan,
        books: pickBooks,
        authors: plan.authors.filter((row) => pickBooks.some((book) => book.authors.includes(row.key))),
        translators: plan.translators.slice(0, 1),
        illustrators: plan.illustrators.slice(0, 1),
        publishers: plan.publishers.slice(0, 1),
        genres: plan.genres.slice(0, 1),
        compilations: plan.compilations.slice(0, 1),
      };
      const reader = community.readers[0];
      const written = await writeSeedImages(small, createLocalFileStore(filesDir), {
        covers: true,
        images: true,
        users: [{ userName: reader.userName, name: reader.fullName }],
      });
      expect(written).toBe(pickBooks.length + small.authors.length + 6);

      for (const book of pickBooks) {
        const normal = join(filesDir, coverPathOf(book.urlName));
        const retina = normal.replace(/\.webp$/, '@2x.webp');
        expect(await sharp(normal).metadata()).toMatchObject({ width: 200, height: 310, format: 'webp' });
        expect(await sharp(retina).metadata()).toMatchObject({ width: 400, height: 620, format: 'webp' });
      }
      const avatar = join(filesDir, avatarUrlOf(reader.userName).replace(/^\/files\//, ''));
      expect(await sharp(avatar).metadata()).toMatchObject({ width: 256, height: 256 });
      expect(existsSync(avatar.replace(/-256\.webp$/, '-64.webp'))).toBe(true);
      expect(existsSync(join(filesDir, 'authors', `${small.authors[0].urlName}.webp`))).toBe(true);
      expect(existsSync(join(filesDir, 'compilations', `${small.compilations[0].urlName}@2x.webp`))).toBe(true);
    } finally {
      rmSync(filesDir, { recursive: true, force: true });
    }
  });

  it('plans the same url names on every run', () => {
    const first = buildSeedPlan();
    const second = buildSeedPlan();
    expect(second.books.map((row) => row.urlName)).toEqual(first.books.map((row) => row.urlName));
    expect(new Set(first.books.map((row) => row.urlName)).size).toBe(first.books.length);
  });
});
