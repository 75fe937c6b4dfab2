import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBook, buildEntity, linkBooks } from '../../test/fixtures/entities';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const series = await buildEntity(db, 'series', {
    name: 'The Witcher',
    nameUk: 'Відьмак',
    urlName: 'the-witcher',
    originalBooksCount: 8,
  });
  const sapkowski = await buildEntity(db, 'author', { name: 'Andrzej Sapkowski', nameUk: 'Анджей Сапковський' });
  const guest = await buildEntity(db, 'author', { name: 'Guest Author' });
  const hidden = await buildEntity(db, 'author', { name: 'Hidden Author', active: false });
  const books = [await buildBook(db, { title: 'The Last Wish' }), await buildBook(db, { title: 'Sword of Destiny' })];
  await linkBooks(
    db,
    'series',
    series.id,
    books.map((book) => book.id),
  );
  await linkBooks(
    db,
    'author',
    sapkowski.id,
    books.map((book) => book.id),
  );
  await linkBooks(db, 'author', guest.id, [books[1].id]);
  await linkBooks(db, 'author', hidden.id, [books[0].id, books[1].id]);
});

afterAll(() => t.close());

describe('series', () => {
  it('names the active authors of its books, the most frequent first', async () => {
    const details = (await t.app.inject({ url: '/api/series/the-witcher', headers: { language: 'uk' } })).json();
    expect(details).toMatchObject({
      title: 'Відьмак',
      byAuthor: 'Анджей Сапковський, Guest Author',
      originalBooksCount: 8,
      booksCount: 2,
    });
    const list = (await t.app.inject({ method: 'POST', url: '/api/series/items', payload: {} })).json();
    expect(list.items[0]).toEqual({
      urlName: 'the-witcher',
      title: 'The Witcher',
      byAuthor: 'Andrzej Sapkowski, Guest Author',
      originalBooksCount: 8,
      booksCount: 2,
      books: [
        { value: expect.any(String), text: 'The Last Wish' },
        { value: expect.any(String), text: 'Sword of Destiny' },
      ],
    });
  });
});
