import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CategoryType } from '#core/enums';
import { categories, categoryBooks } from '../../db/schema/categories';
import { anonymous } from '../../lib/actor';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { insertAuthor, insertBook } from '../../test/fixtures/catalogue-rows';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCategoriesService } from './categories.service';

let t: TestApp;
let admin: BuiltUser;
let headers: Record<string, string>;
let bookIds: number[];
let authorId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin', userName: 'categoryadmin' });
  headers = await authHeaders(t, admin);
  const db = t.database.db;
  const author = await insertAuthor(db, { en: 'Lesya Ukrainka', uk: 'Леся Українка' });
  authorId = author.id;
  bookIds = [];
  for (const [en, uk] of [
    ['Forest Song', 'Лісова пісня'],
    ['The Stone Host', 'Камінний господар'],
    ['Cassandra', 'Кассандра'],
    ['Hidden Draft', 'Прихована чернетка'],
  ])
    bookIds.push(
      (await insertBook(db, { titleEn: en, titleUk: uk, authors: [author.id], active: en !== 'Hidden Draft' })).id,
    );
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language = 'en') =>
  t.app.inject({ method, url, headers: { ...headers, language }, ...(payload ? { payload } : {}) });

const add = (body: object) => call('POST', '/api/category/admin/add', body);
const bookCategory = (type: number, language: 'en' | 'uk', title: string, extra: object = {}) =>
  add({ kind: 'book', type, language, titleEn: title, titleUk: `${title} (uk)`, ...extra });

async function activeOf(type: number, language: string, kind = 'book') {
  const rows = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.kind, kind),
        eq(categories.type, type),
        eq(categories.language, language),
        eq(categories.active, true),
      ),
    );
  return rows.map((row) => row.id);
}

const history = async (id: number) =>
  (await call('GET', `/api/audit/category/${id}`)).json().items as { action: string; changes: object }[];

describe('category administration: who may call', () => {
  const calls: Array<[string, string]> = [
    ['GET', '/api/category/admin/items?kind=book'],
    ['GET', '/api/category/admin/candidates?kind=book'],
    ['GET', '/api/category/admin/1'],
    ['POST', '/api/category/admin/add'],
    ['PUT', '/api/category/admin/update'],
    ['PUT', '/api/category/admin/1/activity'],
    ['PUT', '/api/category/admin/1/items'],
    ['DELETE', '/api/category/admin/1'],
  ];
  it.each(calls)('%s %s: 401 for a visitor, 403 for a reader or an author', async (method, url) => {
    const visitor = await t.app.inject({ method: method as 'GET', url });
    expect(visitor.statusCode).toBe(401);
    for (const role of ['user', 'author'] as const) {
      const caller = await buildUser(t, { role });
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...(await authHeaders(t, caller)), language: 'uk' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Доступ заборонено');
    }
  });

  it('the service refuses a visitor before reading anything', async () => {
    await expect(t.app.services.categories.getCategory(anonymous, 1, 'en')).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});

describe('adding categories keeps one active per type and language', () => {
  it('makes the first of a slot active, adds the next inactive, and an active one replaces the active one', async () => {
    const first = await bookCategory(CategoryType.WeRecommend, 'en', 'Read this first', { active: false });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ kind: 'book', type: 3, language: 'en', active: true, members: [] });

    const second = await bookCategory(CategoryType.WeRecommend, 'en', 'Read this later');
    expect(second.json().active).toBe(false);
    expect(await activeOf(3, 'en')).toEqual([first.json().id]);

    const third = await bookCategory(CategoryType.WeRecommend, 'en', 'Read this now', { active: true });
    expect(third.json().active).toBe(true);
    expect(await activeOf(3, 'en')).toEqual([third.json().id]);

    // Another language is another slot.
    const ukrainian = await bookCategory(CategoryType.WeRecommend, 'uk', 'Радимо');
    expect(ukrainian.json().active).toBe(true);
    expect(await activeOf(3, 'en')).toEqual([third.json().id]);

    expect(await history(first.json().id)).toMatchObject([
      { action: 'deactivate', changes: { active: { before: true, after: false } } },
      { action: 'create', changes: { titleEn: { before: null, after: 'Read this first' }, active: { after: true } } },
    ]);
  });

  it('refuses short titles and unknown types with messages in the caller’s language', async () => {
    const body = { kind: 'book', type: 7, language: 'uk', titleEn: 'ab', titleUk: '' };
    const en = await call('POST', '/api/category/admin/add', body);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({
      type: ['Invalid value'],
      titleEn: ['Enter more than 2 characters'],
      titleUk: ['This field is required'],
    });
    const uk = await call('POST', '/api/category/admin/add', { ...body, kind: 'shelf' }, 'uk');
    expect(uk.json().errors).toMatchObject({
      kind: ['Некоректне значення'],
      titleEn: ['Введіть більше ніж 2 символи'],
    });
  });
});

describe('activity', () => {
  it('activating a category switches off the active one of its slot in the same transaction', async () => {
    const a = (await bookCategory(CategoryType.Top, 'en', 'Top A')).json();
    const b = (await bookCategory(CategoryType.Top, 'en', 'Top B')).json();
    expect([a.active, b.active]).toEqual([true, false]);
    const swap = await call('PUT', `/api/category/admin/${b.id}/activity`, {});
    expect(swap.statusCode).toBe(200);
    expect(swap.json()).toEqual({ id: b.id, active: true, replacedId: a.id });
    expect(await activeOf(2, 'en')).toEqual([b.id]);
    expect((await history(b.id))[0]).toMatchObject({ action: 'activate' });
    expect((await history(a.id))[0]).toMatchObject({ action: 'deactivate' });
  });

  it('refuses to switch off the active category on its own, in English and Ukrainian', async () => {
    const [active] = await activeOf(2, 'en');
    const en = await call('PUT', `/api/category/admin/${active}/activity`, {});
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toMatch(/^The home page needs one active category of each type in each language/);
    const uk = await call('PUT', `/api/category/admin/${active}/activity`, {}, 'uk');
    expect(uk.json().message).toMatch(/^Головній сторінці потрібна одна активна категорія/);
    expect(await activeOf(2, 'en')).toEqual([active]);
  });

  it('administrators activating several categories of one slot at once leave exactly one active', async () => {
    const slot = [];
    for (const name of ['C', 'D', 'E', 'F', 'G'])
      slot.push((await bookCategory(CategoryType.New, 'uk', `Нове ${name}`)).json());
    expect(slot[0].active).toBe(true);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        slot.slice(1).map((category) => call('PUT', `/api/category/admin/${category.id}/activity`, {})),
      );
      expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 200 && status !== 409)).toEqual(
        [],
      );
      expect(await activeOf(CategoryType.New, 'uk')).toHaveLength(1);
    }
  });

  it('sets the activity when asked for it: the active one stays, switching it off is refused', async () => {
    const [active] = await activeOf(CategoryType.Top, 'en');
    const again = await call('PUT', `/api/category/admin/${active}/activity`, { active: true });
    expect(again.json()).toEqual({ id: active, active: true, replacedId: null });
    const off = await call('PUT', `/api/category/admin/${active}/activity`, { active: false });
    expect(off.statusCode).toBe(409);
    const other = (await bookCategory(CategoryType.Top, 'en', 'Top C')).json();
    const stays = await call('PUT', `/api/category/admin/${other.id}/activity`, { active: false });
    expect(stays.json()).toEqual({ id: other.id, active: false, replacedId: null });
    expect(await activeOf(CategoryType.Top, 'en')).toEqual([active]);
  });

  it('answers 404 for an unknown category and 400 for an id that is not one', async () => {
    expect((await call('PUT', '/api/category/admin/999999/activity', {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/category/admin/abc/activity', {})).statusCode).toBe(400);
  });
});

describe('books and authors of a category', () => {
  it('sets the books in the given order in one call, recorded with the order before and after', async () => {
    const category = (await bookCategory(CategoryType.Other, 'en', 'Classics')).json();
    const [forest, stone, cassandra, hidden] = bookIds;
    const set = await call('PUT', `/api/category/admin/${category.id}/items`, { ids: [cassandra, forest, hidden] });
    expect(set.statusCode).toBe(200);
    expect(set.json().members).toMatchObject([
      { id: cassandra, title: 'Cassandra', subtitle: 'Lesya Ukrainka', active: true },
      { id: forest, title: 'Forest Song' },
      { id: hidden, active: false },
    ]);
    expect(set.json().itemsCount).toBe(3);

    const reordered = await call('PUT', `/api/category/admin/${category.id}/items`, { ids: [stone, cassandra] }, 'uk');
    expect(reordered.json().members.map((member: { title: string }) => member.title)).toEqual([
      'Камінний господар',
      'Кассандра',
    ]);
    const again = await call('PUT', `/api/category/admin/${category.id}/items`, { ids: [stone, cassandra] });
    expect(again.statusCode).toBe(200);
    const entries = await history(category.id);
    // Setting the same order again changes nothing and records nothing.
    expect(entries.filter((entry) => entry.action === 'update')).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      changes: { members: { before: [cassandra, forest, hidden], after: [stone, cassandra] } },
    });
  });

  it('refuses unknown, repeated or too many books, naming the field', async () => {
    const category = (await bookCategory(CategoryType.Other, 'uk', 'Класика')).json();
    const unknown = await call('PUT', `/api/category/admin/${category.id}/items`, { ids: [bookIds[0], 999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'There is no book with the id 999999.',
      errors: { ids: ['There is no book with the id 999999.'] },
    });
    const repeated = await call('PUT', `/api/category/admin/${category.id}/items`, { ids: [bookIds[0], bookIds[0]] });
    expect(repeated.statusCode).toBe(400);
    const tooMany = await call('PUT', `/api/category/admin/${category.id}/items`, {
      ids: Array.from({ length: 61 }, (_, index) => index + 1),
    });
    expect(tooMany.json().errors.ids).toEqual(['Enter no more than 60 characters']);
    expect((await call('PUT', '/api/category/admin/999999/items', { ids: [] })).statusCode).toBe(404);
  });

  it('holds authors in an author category, and offers candidates found by transliterated names', async () => {
    const category = (
      await add({ kind: 'author', type: CategoryType.Top, language: 'uk', titleEn: 'Poets', titleUk: 'Поети' })
    ).json();
    const set = await call('PUT', `/api/category/admin/${category.id}/items`, { ids: [authorId] }, 'uk');
    expect(set.json().members).toEqual([
      {
        id: authorId,
        urlName: 'lesya-ukrainka',
        title: 'Леся Українка',
        subtitle: 'Lesya Ukrainka',
        imageLink: null,
        active: true,
      },
    ]);
    const unknown = await call('PUT', `/api/category/admin/${category.id}/items`, { ids: [999998] }, 'uk');
    expect(unknown.json()).toMatchObject({ statusCode: 400, message: 'Автора з ідентифікатором 999998 немає.' });

    const authorsFound = await call('GET', '/api/category/admin/candidates?kind=author&search=lesia', undefined, 'uk');
    expect(authorsFound.json().map((member: { id: number }) => member.id)).toEqual([authorId]);
    const booksFound = await call('GET', '/api/category/admin/candidates?kind=book&search=lisova');
    expect(booksFound.json()).toMatchObject([{ id: bookIds[0], title: 'Forest Song' }]);
    const hidden = await call('GET', '/api/category/admin/candidates?kind=book&search=chernetka');
    expect(hidden.json()).toMatchObject([{ id: bookIds[3], active: false }]);
  });
});

describe('listing', () => {
  it('lists one kind by language and activity, searched across languages, paged, in a fixed number of statements', async () => {
    const list = (query: string) => call('GET', `/api/category/admin/items?${query}`);
    const english = (await list('kind=book&language=en&pageSize=100')).json();
    expect(english.items.every((item: { language: string; kind: string }) => item.language === 'en')).toBe(true);
    expect(english.totalCount).toBe(english.items.length);

    // A Latin spelling finds the Cyrillic title.
    const found = (await list('kind=book&search=klasyka')).json();
    expect(found.items.map((item: { titleEn: string }) => item.titleEn)).toEqual(['Класика']);

    const inactive = (await list('kind=book&status=inactive&pageSize=100')).json();
    expect(inactive.items.length).toBeGreaterThan(0);
    expect(inactive.items.every((item: { active: boolean }) => !item.active)).toBe(true);

    const firstPage = (await list('kind=book&pageSize=2&sort=title')).json();
    const secondPage = (await list('kind=book&pageSize=2&page=2&sort=title')).json();
    expect(firstPage.items).toHaveLength(2);
    expect(secondPage.items[0].titleEn.localeCompare(firstPage.items[1].titleEn)).toBeGreaterThanOrEqual(0);
    const beyond = (await list('kind=book&page=99')).json();
    expect(beyond).toEqual({ items: [], totalCount: firstPage.totalCount });

    t.resetQueries();
    await list('kind=book&pageSize=100');
    const small = t.queries.length;
    t.resetQueries();
    await list('kind=book&pageSize=1');
    expect(t.queries.length).toBe(small);

    const authorsOnly = (await list('kind=author')).json();
    expect(authorsOnly.items.every((item: { kind: string }) => item.kind === 'author')).toBe(true);
    expect((await list('kind=shelf')).statusCode).toBe(400);
    expect((await list('kind=book&page=0')).statusCode).toBe(400);
  });

  it('answers a category with its books in order, or 404', async () => {
    expect((await call('GET', '/api/category/admin/999999')).statusCode).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('moving the active category away from others is refused; an inactive one becomes active in an empty slot', async () => {
    const active = (await bookCategory(CategoryType.Top, 'uk', 'Топ A')).json();
    const inactive = (await bookCategory(CategoryType.Top, 'uk', 'Топ B')).json();
    const update = (category: { id: number; position: number }, changes: object) =>
      call('PUT', '/api/category/admin/update', {
        id: category.id,
        type: CategoryType.Top,
        language: 'uk',
        titleEn: 'Top',
        titleUk: 'Топ',
        position: category.position,
        ...changes,
      });
    const refused = await update(active, { language: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Activate another one first, then move this one/);

    // Other, in Ukrainian, already has an active category: the moved inactive one stays inactive.
    const moved = await update(inactive, { type: CategoryType.Other, position: 5 });
    expect(moved.json()).toMatchObject({ type: CategoryType.Other, active: false, position: 5, titleUk: 'Топ' });
    // Moved into an empty slot (authors' New, in English, has none yet), it becomes its active one.
    const lone = (
      await add({ kind: 'author', type: CategoryType.Other, language: 'en', titleEn: 'Lone', titleUk: 'Одна' })
    ).json();
    const spare = (
      await add({ kind: 'author', type: CategoryType.Other, language: 'en', titleEn: 'Spare', titleUk: 'Запасна' })
    ).json();
    const intoEmpty = await call('PUT', '/api/category/admin/update', {
      id: spare.id,
      type: CategoryType.New,
      language: 'en',
      titleEn: 'Spare',
      titleUk: 'Запасна',
      position: 0,
    });
    expect(intoEmpty.json()).toMatchObject({ type: CategoryType.New, active: true });
    expect(await activeOf(CategoryType.Other, 'en', 'author')).toEqual([lone.id]);
    const renamed = (await history(spare.id))[0];
    expect(renamed).toMatchObject({ action: 'update', changes: { type: { before: 100, after: 1 } } });
  });

  it('deletes an inactive category with its links, refuses the active one while others share its slot', async () => {
    const active = (await bookCategory(CategoryType.New, 'en', 'New A')).json();
    const inactive = (await bookCategory(CategoryType.New, 'en', 'New B')).json();
    await call('PUT', `/api/category/admin/${inactive.id}/items`, { ids: [bookIds[0]] });

    const refused = await call('DELETE', `/api/category/admin/${active.id}`, undefined, 'uk');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Це активна категорія свого типу й мови. Спершу активуйте іншу, потім видаліть цю.',
    );

    expect((await call('DELETE', `/api/category/admin/${inactive.id}`)).statusCode).toBe(200);
    const links = await t.database.db.select().from(categoryBooks).where(eq(categoryBooks.categoryId, inactive.id));
    expect(links).toEqual([]);
    expect((await history(inactive.id))[0]).toMatchObject({
      action: 'delete',
      changes: { members: { before: [bookIds[0]], after: null } },
    });
    // Alone in its slot, the active category may go: no other is left without an active one.
    expect((await call('DELETE', `/api/category/admin/${active.id}`)).statusCode).toBe(200);
    expect(await activeOf(1, 'en')).toEqual([]);
    expect((await call('DELETE', `/api/category/admin/${active.id}`)).statusCode).toBe(404);
  });
});

describe('the home page follows the categories', () => {
  it('shows the active categories of the viewer’s language with their books in order, at once after a change', async () => {
    const home = async (language: 'en' | 'uk') =>
      (await t.app.services.books.getHome({ language, userId: null })).categories.map((category) => ({
        title: category.title,
        books: category.kind === 'book' ? category.items.map((book) => book.title) : category.items.map((a) => a.name),
      }));
    const [activeTop] = await activeOf(CategoryType.Top, 'en');
    await call('PUT', `/api/category/admin/${activeTop}/items`, { ids: [bookIds[1], bookIds[3], bookIds[0]] });
    const before = await home('en');
    // The inactive book is left out; the order is the category's.
    expect(before).toContainEqual({ title: 'Top B', books: ['The Stone Host', 'Forest Song'] });

    await call('PUT', `/api/category/admin/${activeTop}/items`, { ids: [bookIds[0], bookIds[1]] });
    expect(await home('en')).toContainEqual({ title: 'Top B', books: ['Forest Song', 'The Stone Host'] });
    expect((await home('uk')).map((category) => category.title)).not.toContain('Top B (uk)');
    // Author categories are shelves too, among the book ones in the categories' order.
    const titles = (await home('uk')).map((category) => category.title);
    expect(titles).toContain('Поети');
    expect((await home('uk')).find((category) => category.title === 'Поети')?.books).toEqual(['Леся Українка']);
  });

  it('tells the other caches after a committed change, and not after a refused one', async () => {
    const onChanged = vi.fn();
    const service = createCategoriesService({ db: t.database.db, onChanged });
    const actor = { role: 'admin', userId: admin.id, isAdmin: true } as const;
    const created = await service.addCategory(
      actor,
      {
        kind: 'book',
        type: CategoryType.Other,
        language: 'uk',
        titleEn: 'Cached',
        titleUk: 'Кеш',
        position: 0,
        active: false,
      },
      'en',
    );
    expect(onChanged).toHaveBeenCalledTimes(1);
    const [active] = await activeOf(CategoryType.Other, 'uk');
    await expect(service.setActivity(actor, active!)).rejects.toMatchObject({ statusCode: 409 });
    expect(onChanged).toHaveBeenCalledTimes(1);
    await service.setMembers(actor, created.id, [bookIds[0]!], 'en');
    expect(onChanged).toHaveBeenCalledTimes(2);
  });
});
