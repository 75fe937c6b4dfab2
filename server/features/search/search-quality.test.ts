import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertAuthor, insertBook, insertCompilation, insertTag } from '../../test/fixtures/search';

let t: TestApp;

async function search(kind: string, searchText: string, extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${kind}/global-search`,
    payload: { searchText, ...extra },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Record<string, unknown>[]; totalCount: number };
}

const namesOf = async (kind: string, text: string, field = 'name') =>
  (await search(kind, text)).items.map((item) => item[field]);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Each row is written in one script only, so a match proves the transliteration direction.
  await insertAuthor(db, { nameUk: 'Тарас Шевченко', booksCount: 40 });
  await insertAuthor(db, { nameEn: 'Ivan Franko', booksCount: 30 });
  await insertAuthor(db, { nameEn: 'Émile Zola', booksCount: 5 });
  await insertAuthor(db, { nameUk: 'Борис Грінченко', booksCount: 3 });
  await insertAuthor(db, { nameUk: 'Прихований Шевченко', booksCount: 99, active: false });
  await insertBook(db, { titleUk: 'Кобзар', readersCount: 10 });
  await insertBook(db, { titleEn: 'Zakhar Berkut', readersCount: 8 });
  await insertBook(db, { titleUk: 'Ґава на паркані', readersCount: 1 });
  await insertCompilation(db, { nameUk: 'Пʼєси про мрії', booksCount: 2 });
  await insertTag(db, { nameUk: 'Знам’янка', booksCount: 1 });
});

afterAll(() => t.close());

describe('transliteration both ways', () => {
  it('finds Cyrillic names from Latin queries', async () => {
    expect(await namesOf('author', 'shevchenko')).toEqual(['Тарас Шевченко']);
    expect(await namesOf('book', 'kobzar', 'title')).toEqual(['Кобзар']);
  });

  it('finds Latin names from Cyrillic queries', async () => {
    expect(await namesOf('author', 'Франко')).toEqual(['Ivan Franko']);
    expect(await namesOf('book', 'Захар Беркут', 'title')).toEqual(['Zakhar Berkut']);
  });

  it('finds a name from the same script in any case', async () => {
    expect(await namesOf('author', 'ШЕВЧЕНКО')).toEqual(['Тарас Шевченко']);
    expect(await namesOf('author', 'FRANKO')).toEqual(['Ivan Franko']);
  });
});

describe('folding', () => {
  it('ignores accents both ways', async () => {
    expect(await namesOf('author', 'emile')).toEqual(['Émile Zola']);
    expect(await namesOf('author', 'Еміль')).toEqual(['Émile Zola']);
  });

  it('treats і/ї, є/е and ґ/г as one letter', async () => {
    expect(await namesOf('author', 'Гринченко')).toEqual(['Борис Грінченко']);
    expect(await namesOf('book', 'гава', 'title')).toEqual(['Ґава на паркані']);
    expect(await namesOf('compilation', 'мріі', 'title')).toEqual(['Пʼєси про мрії']);
    expect(await namesOf('compilation', 'песи', 'title')).toEqual(['Пʼєси про мрії']);
  });

  it('treats the apostrophes alike or absent', async () => {
    for (const text of ["Знам'янка", 'Знамʼянка', 'Знам’янка', 'Знамянка', 'znamianka']) {
      expect(await namesOf('tag', text, 'tag')).toEqual(['Знам’янка']);
    }
    expect(await namesOf('compilation', "п'єси", 'title')).toEqual(['Пʼєси про мрії']);
  });
});

describe('typos', () => {
  it('finds Шевченко from a misspelt Latin query', async () => {
    expect(await namesOf('author', 'shevcenko')).toEqual(['Тарас Шевченко']);
  });

  it('finds Franko from a misspelt Cyrillic query', async () => {
    expect(await namesOf('author', 'Фрнко')).toEqual([]);
    expect(await namesOf('author', 'Іван Франка')).toEqual(['Ivan Franko']);
  });
});

describe('visibility and defaults', () => {
  it('never shows inactive rows, in a search or in the popular list', async () => {
    expect(await namesOf('author', 'Прихований')).toEqual([]);
    const popular = await search('author', '');
    expect(popular.items.map((item) => item.name)).not.toContain('Прихований Шевченко');
    expect(popular.totalCount).toBe(4);
  });

  it('answers the most popular rows to an empty search', async () => {
    expect(await namesOf('author', '')).toEqual(['Тарас Шевченко', 'Ivan Franko', 'Émile Zola', 'Борис Грінченко']);
    expect(await namesOf('author', "  '' ")).toEqual([
      'Тарас Шевченко',
      'Ivan Franko',
      'Émile Zola',
      'Борис Грінченко',
    ]);
  });

  it('finds nothing for unrelated text', async () => {
    expect(await search('author', 'qwertyuiop')).toEqual({ items: [], totalCount: 0 });
  });

  it('accepts `search` as the name of the text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/author/global-search',
      payload: { search: 'franko' },
    });
    expect(response.json().items.map((item: { name: string }) => item.name)).toEqual(['Ivan Franko']);
  });
});
