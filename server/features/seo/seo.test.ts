import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertAuthor, insertBook } from '../../test/fixtures/search';
import { createSitemapReader, renderSitemapIndex } from './sitemap';

let t: TestApp;
let shown: { urlName: string };
let hidden: { urlName: string };
let author: { urlName: string };

beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://polytsia.test' });
  shown = await insertBook(t.database.db, { titleEn: 'Kobzar' });
  hidden = await insertBook(t.database.db, { titleEn: 'Hidden', active: false });
  author = await insertAuthor(t.database.db, { nameEn: 'Taras Shevchenko' });
});

afterAll(() => t.close());

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of private areas in both locales and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/me', '/messenger', '/api', '/uk/admin', '/uk/me', '/uk/messenger']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://polytsia.test/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists static and active detail pages in both locales with hreflang alternates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<loc>https://polytsia.test/</loc>');
    expect(xml).toContain('<loc>https://polytsia.test/uk</loc>');
    expect(xml).toContain('<loc>https://polytsia.test/books</loc>');
    expect(xml).toContain(`<loc>https://polytsia.test/book/${shown.urlName}</loc>`);
    expect(xml).toContain(`<loc>https://polytsia.test/uk/book/${shown.urlName}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="uk" href="https://polytsia.test/uk/book/${shown.urlName}"/>`,
    );
    expect(xml).toContain(`<loc>https://polytsia.test/author/${author.urlName}</loc>`);
    expect(xml).not.toContain(hidden.urlName);
    expect(xml).not.toContain('/admin');
  });

  it('answers 404 for an unknown sitemap chunk', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/nothing-3.xml' })).statusCode).toBe(404);
  });

  it('serves a chunk by name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/books-0.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`/book/${shown.urlName}</loc>`);
    expect(response.body).not.toContain('/author/');
  });
});

describe('a catalogue too large for one sitemap', () => {
  it('splits into named chunks listed by a sitemap index', async () => {
    const reader = createSitemapReader(t.database, { pagesPerSitemap: 2 });
    const chunks = await reader.listChunks();
    expect(chunks).toEqual(['pages-0', 'books-0', 'authors-0']);
    expect(renderSitemapIndex('https://polytsia.test', chunks!)).toContain(
      '<sitemap><loc>https://polytsia.test/sitemaps/books-0.xml</loc></sitemap>',
    );
    expect(await reader.readChunk('books-0')).toEqual([
      { path: `/book/${shown.urlName}`, lastModified: expect.any(Date) },
    ]);
    expect(await reader.readChunk('books-1')).toBeNull();
    expect(await reader.readChunk('pages-1')).toBeNull();
    expect(await createSitemapReader(t.database).listChunks()).toBeNull();
  });
});
