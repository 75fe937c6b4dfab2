import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBook, buildEntity, linkBooks } from '../../test/fixtures/entities';

let t: TestApp;
const ids: Record<string, { id: number; urlName: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.war = await buildEntity(db, 'tag', { name: 'war', nameUk: 'війна', urlName: 'war' });
  ids.love = await buildEntity(db, 'tag', { name: 'love', nameUk: 'кохання', urlName: 'love' });
  ids.hidden = await buildEntity(db, 'tag', { name: 'hidden', urlName: 'hidden-tag', active: false });
  const books = [await buildBook(db), await buildBook(db)];
  await linkBooks(db, 'tag', ids.love.id, [books[0].id, books[1].id]);
  await linkBooks(db, 'tag', ids.war.id, [books[0].id]);
});

afterAll(() => t.close());

describe('GET /api/tag/tags', () => {
  it('answers every active tag with its count, localized, most-booked first', async () => {
    const body = (await t.app.inject({ url: '/api/tag/tags', headers: { language: 'uk' } })).json();
    expect(body).toEqual([
      { id: ids.love.id, urlName: 'love', tag: 'кохання', booksCount: 2 },
      { id: ids.war.id, urlName: 'war', tag: 'війна', booksCount: 1 },
    ]);
  });
});

describe('GET /api/tag/{id}', () => {
  it('answers by urlName or id', async () => {
    expect((await t.app.inject({ url: '/api/tag/war' })).json()).toEqual({
      id: ids.war.id,
      urlName: 'war',
      tag: 'war',
      booksCount: 1,
    });
    expect((await t.app.inject({ url: `/api/tag/${ids.love.id}`, headers: { language: 'uk' } })).json()).toMatchObject({
      tag: 'кохання',
    });
  });

  it('answers 404 for inactive and unknown tags in the request language', async () => {
    const en = await t.app.inject({ url: '/api/tag/hidden-tag' });
    const uk = await t.app.inject({ url: `/api/tag/${ids.hidden.id}`, headers: { language: 'uk' } });
    expect(en.statusCode).toBe(404);
    expect(uk.statusCode).toBe(404);
    expect(en.json()).toEqual({ statusCode: 404, message: 'This page could not be found' });
    expect(uk.json().message).not.toBe(en.json().message);
  });
});

describe('name order', () => {
  it('follows the Ukrainian alphabet whatever the letter case', async () => {
    for (const [name, nameUk] of [
      ['yizhak', 'Їжак'],
      ['grunt', 'ґрунт'],
      ['yeva', 'Єва'],
      ['hora', 'гора'],
      ['era', 'Ера'],
      ['ira', 'іра'],
    ])
      await buildEntity(t.database.db, 'tag', { name, nameUk });
    const body = (await t.app.inject({ url: '/api/tag/tags', headers: { language: 'uk' } })).json();
    expect(body.slice(2).map((tag: { tag: string }) => tag.tag)).toEqual([
      'гора',
      'ґрунт',
      'Ера',
      'Єва',
      'іра',
      'Їжак',
    ]);
  });
});
