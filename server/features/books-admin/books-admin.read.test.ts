import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildUser } from '../../test/factories';
import { buildBooksFixture } from '../../test/fixtures/books';
import { insertBook } from '../../test/fixtures/catalogue-rows';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let headers: Record<string, string>;
let fixture: Awaited<ReturnType<typeof buildBooksFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await buildBooksFixture(t.database.db);
  headers = await authHeaders(t, await buildUser(t, { role: 'admin' }));
});
afterAll(() => t.close());

const get = (url: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/book/admin${url}`, headers: { ...headers, ...extra } });
const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

describe('GET {id}', () => {
  it('answers every field in both languages with links by id, inactive records included', async () => {
    const response = await get(`/${fixture.books.kobzar.id}`, { language: 'uk' });
    expect(response.statusCode).toBe(200);
    const book = response.json();
    expect(book).toMatchObject({
      id: fixture.books.kobzar.id,
      urlName: 'kobzar',
      titleEn: 'Kobzar',
      titleUk: 'Кобзар',
      subtitleEn: 'Poems',
      subtitleUk: 'Поезії',
      isbn: '9789660000001',
      originalTitle: 'Кобзар',
      kind: 1,
      format: 1,
      year: 1840,
      firstYear: 1840,
      pages: 320,
      ageRestriction: 12,
      stateStatus: 2,
      active: true,
      imageLink: '/files/covers/kobzar.webp',
      imageLink2x: '/files/covers/kobzar@2x.webp',
      publisher: { urlName: 'old-lion', name: 'Видавництво Старого Лева', active: true },
      languages: [1, 3],
      series: [{ name: 'Великі поеми', position: 1 }],
      readersCount: 0,
      recensionsCount: 0,
      quotesCount: expect.any(Number),
    });
    expect(book.authors.map((author: { name: string; active: boolean }) => [author.name, author.active])).toEqual([
      ['Тарас Шевченко', true],
      ['Прихований автор', false],
    ]);
    expect(book.genres).toHaveLength(2);
  });

  it('answers an inactive book, 404 for none, and 400 for an id that is not one', async () => {
    expect((await get(`/${fixture.books.hidden.id}`)).json()).toMatchObject({ urlName: 'hidden-book', active: false });
    const missing = await get('/999999', { language: 'uk' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Цю сторінку не вдалося знайти');
    expect((await get('/kobzar')).statusCode).toBe(400);
  });
});

describe('GET {id}/id', () => {
  it('resolves a urlName or an id; an all-digit urlName wins over the id', async () => {
    expect((await get('/kobzar/id')).json()).toEqual({ id: fixture.books.kobzar.id, urlName: 'kobzar' });
    expect((await get(`/${fixture.books.moses.id}/id`)).json()).toEqual({
      id: fixture.books.moses.id,
      urlName: 'moses',
    });
    expect((await get('/1984/id')).json()).toEqual({ id: fixture.books.numeric.id, urlName: '1984' });
    expect((await get('/no-such-book/id')).statusCode).toBe(404);
  });
});

describe('GET items', () => {
  it('lists every book, newest first, paged, with a total', async () => {
    const first = (await get('/items?pageSize=3')).json();
    expect(first.totalCount).toBe(7);
    expect(first.items).toHaveLength(3);
    expect(first.items[0]).toMatchObject({ urlName: 'hidden-book', active: false });
    const last = (await get('/items?pageSize=3&page=3')).json();
    expect(last.items).toHaveLength(1);
    const beyond = (await get('/items?pageSize=3&page=9')).json();
    expect(beyond).toEqual({ items: [], totalCount: 7 });
  });

  it('filters by state and kind and sorts by title in the reader’s language', async () => {
    expect(ids((await get('/items?status=inactive')).json())).toEqual([fixture.books.hidden.id]);
    expect((await get('/items?status=active')).json().totalCount).toBe(6);
    expect(ids((await get('/items?kind=2')).json())).toEqual([fixture.books.manga.id]);
    const titles = (await get('/items?sort=title&pageSize=20', { language: 'uk' }))
      .json()
      .items.map((item: { title: string }) => item.title);
    expect(titles.slice(0, 3)).toEqual(['1984', 'Hidden Book', 'Shadow Blossom']);
    expect(titles.slice(3)).toEqual(['Захар Беркут', 'Кобзар', 'Комікс про героя', 'Мойсей']);
    const popular = (await get('/items?sort=readers')).json().items[0];
    expect(popular.urlName).toBe('hidden-book');
  });

  it('finds across scripts and by ISBN', async () => {
    expect(ids((await get(`/items?search=${encodeURIComponent('кобзар')}`)).json())).toEqual([fixture.books.kobzar.id]);
    expect(ids((await get('/items?search=zakhar')).json())).toEqual([fixture.books.berkut.id]);
    expect(ids((await get('/items?search=978-9660000001')).json())).toEqual([fixture.books.kobzar.id]);
  });

  it('reads a page in a fixed number of statements whatever its size', async () => {
    t.resetQueries();
    await get('/items?pageSize=2');
    const small = t.queries.length;
    t.resetQueries();
    await get('/items?pageSize=50');
    expect(t.queries.length).toBe(small);
  });

  it('refuses bad filters with messages in both languages', async () => {
    const english = await get('/items?status=maybe&kind=7&sort=colour&pageSize=1000');
    expect(english.statusCode).toBe(400);
    expect(Object.keys(english.json().errors).sort()).toEqual(['kind', 'pageSize', 'sort', 'status']);
    const ukrainian = await get('/items?page=0', { language: 'uk' });
    expect(ukrainian.json().errors.page).toEqual(['Номер сторінки має бути цілим числом від 1']);
  });
});

describe('GET search and searchOption', () => {
  it('search every book most read first; options say title and year', async () => {
    const found = (await get('/search?search=hidden')).json();
    expect(ids(found)).toEqual([fixture.books.hidden.id]);
    expect((await get('/search')).json()).toMatchObject({ totalCount: 7, items: expect.any(Array) });
    expect((await get('/search')).json().items).toHaveLength(7);
    const options = (await get(`/searchOption?search=${encodeURIComponent('Мойсей')}`, { language: 'uk' })).json();
    expect(options).toEqual([{ value: fixture.books.moses.id, text: 'Мойсей (1905)' }]);
    expect((await get('/searchOption?limit=2')).json()).toHaveLength(2);
    expect((await get('/searchOption?limit=0')).statusCode).toBe(400);
  });
});

describe('GET checkUrl', () => {
  it('says whether a urlName is free, the edited book’s own being free to it', async () => {
    expect((await get('/checkUrl?urlName=kobzar')).json()).toEqual({
      available: false,
      message: 'This link name is already used by another record',
    });
    expect((await get(`/checkUrl?urlName=kobzar&bookId=${fixture.books.kobzar.id}`)).json()).toEqual({
      available: true,
      message: null,
    });
    expect((await get('/checkUrl?urlName=brand-new-book')).json().available).toBe(true);
    const bad = await get('/checkUrl?urlName=ab%20c', { language: 'uk' });
    expect(bad.json()).toEqual({
      available: false,
      message: 'Назва посилання має бути довшою за 3 символи й не містити пробілів',
    });
    expect((await get('/checkUrl?bookId=x')).statusCode).toBe(400);
  });
});

describe('GET by/... lists', () => {
  it('answer the books of a record, active or not; series and compilations in their order', async () => {
    const byAuthor = (await get(`/by/author/${fixture.authors.shevchenko.id}`)).json();
    expect(ids(byAuthor).sort()).toEqual([fixture.books.kobzar.id, fixture.books.hidden.id].sort());
    const bySeries = (await get(`/by/series/${fixture.series.cycle.id}`)).json();
    expect(bySeries.items.map((item: { urlName: string; position: number }) => [item.urlName, item.position])).toEqual([
      ['kobzar', 1],
      ['moses', 2],
      ['hidden-book', 3],
    ]);
    const byCompilation = (await get(`/by/compilation/${fixture.compilations.school.id}`)).json();
    expect(byCompilation.items.map((item: { urlName: string }) => item.urlName)).toEqual([
      'hidden-book',
      'moses',
      'kobzar',
    ]);
    expect(ids((await get(`/by/tag/${fixture.tags.classic.id}?pageSize=1`)).json())).toHaveLength(1);
    expect((await get(`/by/translator/${fixture.translator.id}`)).json().totalCount).toBe(1);
    expect((await get(`/by/illustrator/${fixture.illustrator.id}`)).json().totalCount).toBe(1);
    const missing = await get('/by/author/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('There is no such record to link.');
  });

  it('by/translation: the other editions of the same work', async () => {
    const edition = await insertBook(t.database.db, {
      titleEn: 'Kobzar (English edition)',
      urlName: 'kobzar-english',
      originalTitle: ' кобзар ',
    });
    const body = (await get(`/by/translation/${fixture.books.kobzar.id}`)).json();
    expect(ids(body)).toEqual([edition.id]);
    expect(ids((await get(`/by/translation/${edition.id}`)).json())).toEqual([fixture.books.kobzar.id]);
    expect((await get('/by/translation/999999')).statusCode).toBe(404);
  });
});

describe('GET {id}/files', () => {
  it('answers the book’s files, none for a book without, 404 for no book', async () => {
    expect((await get(`/${fixture.books.moses.id}/files`)).json()).toEqual([]);
    expect((await get('/999999/files')).statusCode).toBe(404);
  });
});

describe('GET options?kind=', () => {
  it('offer records to link by search text, inactive ones marked and last', async () => {
    const authors = (await get(`/options?kind=author&search=${encodeURIComponent('шевченко')}`)).json();
    expect(authors).toEqual([{ value: fixture.authors.shevchenko.id, text: 'Taras Shevchenko', active: true }]);
    const genres = (await get('/options?kind=genre', { language: 'uk' })).json();
    expect(genres.at(-1)).toMatchObject({ active: false });
    expect(genres.map((genre: { text: string }) => genre.text)).toContain('Поезія');
    expect((await get('/options?kind=publisher&limit=1')).json()).toHaveLength(1);
    expect((await get('/options?kind=planet')).statusCode).toBe(400);
  });
});
