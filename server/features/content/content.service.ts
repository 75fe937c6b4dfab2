import { and, eq } from 'drizzle-orm';
import type { DocumentType } from '#core/enums';
import type { ContentPage } from '#core/schemas/content';
import type { Db } from '../../db/client';
import { contentPages, contentPageVersions } from '../../db/schema/content';
import type { Language } from '../../i18n/translate';

/** A content page is found by its slug or, for the legal documents, by its DocumentType. */
export type ContentPageKey = { slug: string } | { documentType: DocumentType };

type Published = {
  slug: string;
  documentType: number | null;
  version: number;
  publishedAt: Date;
  titleEn: string;
  titleUk: string;
  bodyEn: string;
  bodyUk: string;
};

/** The Ukrainian text when written, else the English one (pages are authored in English first). */
function localizePage(row: Published, language: Language): ContentPage {
  const uk = language === 'uk';
  return {
    slug: row.slug,
    documentType: row.documentType,
    title: (uk && row.titleUk) || row.titleEn,
    body: (uk && row.bodyUk) || row.bodyEn,
    version: row.version,
    updatedAt: row.publishedAt.toISOString(),
  };
}

/** The public side of content pages: what readers see is the published version, never the draft. */
export function createContentService({ db }: { db: Db }) {
  return {
    /** The active page's published version, or null when there is none. */
    async getContentPage(key: ContentPageKey, language: Language): Promise<ContentPage | null> {
      const match = 'slug' in key ? eq(contentPages.slug, key.slug) : eq(contentPages.documentType, key.documentType);
      const [row] = await db
        .select({
          slug: contentPages.slug,
          documentType: contentPages.documentType,
          version: contentPageVersions.version,
          publishedAt: contentPageVersions.publishedAt,
          titleEn: contentPageVersions.titleEn,
          titleUk: contentPageVersions.titleUk,
          bodyEn: contentPageVersions.bodyEn,
          bodyUk: contentPageVersions.bodyUk,
        })
        .from(contentPages)
        .innerJoin(
          contentPageVersions,
          and(
            eq(contentPageVersions.pageId, contentPages.id),
            eq(contentPageVersions.version, contentPages.currentVersion),
          ),
        )
        .where(and(match, eq(contentPages.active, true)))
        .limit(1);
      return row ? localizePage(row, language) : null;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
