import { sql } from 'drizzle-orm';
import { pathInLanguage } from '#core/locale';
import type { Database } from '../../db/client';

/** Public pages without parameters that are worth indexing (sign-in forms and guarded pages are not). */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/books',
  '/books/manga',
  '/books/comics',
  '/authors',
  '/genres',
  '/compilations',
  '/publishers',
  '/translators',
  '/illustrators',
  '/quotes',
  '/recensions',
  '/add-book-rules',
  '/author-signup',
  '/company',
  '/company/contact',
  '/company/team',
  '/privacy',
  '/terms-and-conditions',
] as const;

/** The detail pages of spec §2 "Detail pages by url slug", each backed by an active-flagged table. */
export const SITEMAP_SECTIONS = {
  books: { table: 'books', path: '/book/' },
  authors: { table: 'authors', path: '/author/' },
  genres: { table: 'genres', path: '/genre/' },
  tags: { table: 'tags', path: '/tag/' },
  publishers: { table: 'publishers', path: '/publisher/' },
  compilations: { table: 'compilations', path: '/compilation/' },
  series: { table: 'series', path: '/series/' },
  translators: { table: 'translators', path: '/translator/' },
  illustrators: { table: 'illustrators', path: '/illustrator/' },
} as const;
export type SitemapSection = keyof typeof SITEMAP_SECTIONS;

/** A sitemap holds at most 50,000 URLs; every page is listed twice (en and uk). */
export const PAGES_PER_SITEMAP = 25_000;

export interface SitemapPage {
  path: string;
  lastModified?: Date;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** One `<url>` per language, each naming both alternates and the English x-default. */
function urlEntries(origin: string, page: SitemapPage): string {
  const en = escapeXml(origin + pathInLanguage(page.path, 'en'));
  const uk = escapeXml(origin + pathInLanguage(page.path, 'uk'));
  const alternates =
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
    `<xhtml:link rel="alternate" hreflang="uk" href="${uk}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
  const lastModified = page.lastModified
    ? `<lastmod>${new Date(page.lastModified).toISOString().slice(0, 10)}</lastmod>`
    : '';
  return `<url><loc>${en}</loc>${lastModified}${alternates}</url>\n<url><loc>${uk}</loc>${lastModified}${alternates}</url>\n`;
}

export function renderUrlSet(origin: string, pages: SitemapPage[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    pages.map((page) => urlEntries(origin, page)).join('') +
    '</urlset>\n'
  );
}

export function renderSitemapIndex(origin: string, names: string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    names.map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/** `pagesPerSitemap` is smaller only in tests. */
export function createSitemapReader(database: Database, { pagesPerSitemap = PAGES_PER_SITEMAP } = {}) {
  const { db } = database;

  async function countSection(section: SitemapSection): Promise<number> {
    const table = sql.raw(`"${SITEMAP_SECTIONS[section].table}"`);
    const result = await db.execute<{ total: number }>(sql`select count(*)::int as total from ${table} where active`);
    return Number(result.rows[0]?.total ?? 0);
  }

  async function readSection(section: SitemapSection, chunk = 0, size = pagesPerSitemap): Promise<SitemapPage[]> {
    const { table, path } = SITEMAP_SECTIONS[section];
    // Keyset order by id: chunks stay stable while rows are added.
    const result = await db.execute<{ url_name: string; updated_at: Date | string }>(
      sql`select url_name, updated_at from ${sql.raw(`"${table}"`)} where active order by id limit ${size} offset ${chunk * size}`,
    );
    return result.rows.map((row) => ({
      path: path + encodeURIComponent(row.url_name),
      lastModified: new Date(row.updated_at),
    }));
  }

  /** Every chunk name (`<section>-<n>`) of a site too large for one sitemap, or null when one is enough. */
  async function listChunks(): Promise<string[] | null> {
    const sections = Object.keys(SITEMAP_SECTIONS) as SitemapSection[];
    const counts = await Promise.all(
      sections.map(async (section): Promise<[SitemapSection, number]> => [section, await countSection(section)]),
    );
    const total = counts.reduce<number>((sum, [, count]) => sum + count, STATIC_SITEMAP_PATHS.length);
    if (total <= pagesPerSitemap) return null;
    return [
      'pages-0',
      ...counts.flatMap(([section, count]) =>
        Array.from({ length: Math.ceil(count / pagesPerSitemap) }, (_, index) => `${section}-${index}`),
      ),
    ];
  }

  async function readAll(): Promise<SitemapPage[]> {
    const sections = await Promise.all(
      (Object.keys(SITEMAP_SECTIONS) as SitemapSection[]).map((section) => readSection(section)),
    );
    return [...STATIC_SITEMAP_PATHS.map((path) => ({ path })), ...sections.flat()];
  }

  /** The pages of one chunk named by {@link listChunks}, or null for an unknown name. */
  async function readChunk(name: string): Promise<SitemapPage[] | null> {
    const match = /^([a-z]+)-(\d+)$/.exec(name);
    if (!match) return null;
    const [, section, chunk] = match;
    if (section === 'pages') return chunk === '0' ? STATIC_SITEMAP_PATHS.map((path) => ({ path })) : null;
    if (!(section in SITEMAP_SECTIONS)) return null;
    const pages = await readSection(section as SitemapSection, Number(chunk));
    return pages.length > 0 || chunk === '0' ? pages : null;
  }

  return { listChunks, readAll, readChunk };
}
