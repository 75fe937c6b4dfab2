import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  naturalSortOrder,
  zAdminUrlName,
  type ActivityAnswer,
  type BulkActivityAnswer,
  type BulkActivityBody,
  type UrlNameCheck,
} from '#core/schemas/admin';
import {
  documentSlugs,
  type ContentPageAddBody,
  type ContentPageDetails,
  type ContentPageItem,
  type ContentPageList,
  type ContentPageListQuery,
  type ContentPagePublishBody,
  type ContentPageUpdateBody,
  type ContentPageVersion,
  type ContentPageVersionList,
} from '#core/schemas/content';
import type { DocumentType } from '#core/enums';
import { pageOffset, type PageRequest } from '#core/schemas/paging';
import { toSearchKey, toSearchQuery } from '#core/search/search-key';
import type { Db, Tx } from '../../db/client';
import { translate, type Language } from '../../i18n/translate';
import { contentPages, contentPageVersions } from '../../db/schema/content';
import { authorize, type Actor } from '../../lib/actor';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.record';
import { mayDeleteContentPage, mayManageContentPages, mayRequireAcknowledgement } from './content.policy';
import { hasVisibleText, sanitizeContentHtml } from './sanitize-html';

type PageRow = typeof contentPages.$inferSelect;
type VersionRow = typeof contentPageVersions.$inferSelect;

// Content pages are a handful (the legal documents and a few others): lists read them whole.
const PAGES_READ_MAX = 1_000;

const published = sql`${contentPageVersions.pageId} = ${contentPages.id} and ${contentPageVersions.version} = ${contentPages.currentVersion}`;

/** The saved texts differ from what readers see (or nothing is published yet). */
const hasDraft = sql<boolean>`(${contentPageVersions.id} is null
  or (${contentPages.titleEn}, ${contentPages.titleUk}, ${contentPages.bodyEn}, ${contentPages.bodyUk})
     is distinct from (${contentPageVersions.titleEn}, ${contentPageVersions.titleUk}, ${contentPageVersions.bodyEn}, ${contentPageVersions.bodyUk}))`;

const pageColumns = {
  page: contentPages,
  publishedAt: contentPageVersions.publishedAt,
  requiresAcknowledgement: contentPageVersions.requiresAcknowledgement,
  hasDraft,
};

type PageWithVersion = {
  page: PageRow;
  publishedAt: Date | null;
  requiresAcknowledgement: boolean | null;
  hasDraft: boolean;
};

function toItem({ page, publishedAt, hasDraft: draft }: PageWithVersion): ContentPageItem {
  return {
    id: page.id,
    slug: page.slug,
    documentType: page.documentType,
    titleEn: page.titleEn,
    titleUk: page.titleUk,
    active: page.active,
    currentVersion: page.currentVersion,
    publishedAt: publishedAt?.toISOString() ?? null,
    hasDraft: Boolean(draft),
    updatedAt: page.updatedAt.toISOString(),
  };
}

const toVersionItem = (row: VersionRow) => ({
  version: row.version,
  titleEn: row.titleEn,
  titleUk: row.titleUk,
  publishedAt: row.publishedAt.toISOString(),
  requiresAcknowledgement: row.requiresAcknowledgement,
});

const sorters: Record<ContentPageListQuery['sort'], (a: ContentPageItem, b: ContentPageItem) => number> = {
  title: (a, b) => a.titleEn.localeCompare(b.titleEn, 'en') || a.id - b.id,
  updatedAt: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id,
  publishedAt: (a, b) => (a.publishedAt ?? '').localeCompare(b.publishedAt ?? '') || a.id - b.id,
};

/** The fields the audit trail compares. */
const audited = (row: PageRow) => ({
  slug: row.slug,
  documentType: row.documentType,
  titleEn: row.titleEn,
  titleUk: row.titleUk,
  bodyEn: row.bodyEn,
  bodyUk: row.bodyUk,
  active: row.active,
});

/** Switches pages on or off, each recorded. */
async function changeActivity(tx: Tx, actor: Actor, pages: PageRow[], active: boolean) {
  if (!pages.length) return;
  await tx
    .update(contentPages)
    .set({ active, updatedAt: new Date() })
    .where(
      inArray(
        contentPages.id,
        pages.map((page) => page.id),
      ),
    );
  await recordAudit(
    tx,
    actor,
    pages.map((page) => ({
      kind: 'content-page' as const,
      id: page.id,
      action: active ? ('activate' as const) : ('deactivate' as const),
      before: { active: page.active },
      after: { active },
    })),
  );
}

/**
 * Content pages in the administration (`/api/content/admin/*`). A page holds its draft; readers
 * see its published versions, each kept, so what a reader accepted can be shown again. Bodies are
 * sanitized HTML; publishing a version that requires acknowledgement puts the page into the
 * `updatedContentPages` of every account older than the version.
 */
export function createContentAdminService({ db, onChanged }: { db: Db; onChanged: () => void }) {
  async function findPage(executor: Db | Tx, id: number, lock = false) {
    const select = executor.select().from(contentPages).where(eq(contentPages.id, id));
    const [row] = lock ? await select.for('update') : await select;
    if (!row) throw notFound();
    return row;
  }

  async function getPage(actor: Actor, id: number): Promise<ContentPageDetails> {
    authorize(mayManageContentPages(actor));
    const [row] = await db
      .select(pageColumns)
      .from(contentPages)
      .leftJoin(contentPageVersions, published)
      .where(eq(contentPages.id, id));
    if (!row) throw notFound();
    return {
      ...toItem(row),
      bodyEn: row.page.bodyEn,
      bodyUk: row.page.bodyUk,
      requiresAcknowledgement: row.requiresAcknowledgement ?? false,
      createdAt: row.page.createdAt.toISOString(),
    };
  }

  /** The draft as it is stored: bodies sanitized, a legal document at its fixed address. */
  async function draftOf(body: ContentPageAddBody | ContentPageUpdateBody) {
    const documentType = body.documentType as DocumentType | null;
    return {
      slug: documentType ? documentSlugs[documentType] : body.slug,
      documentType,
      titleEn: body.titleEn,
      titleUk: body.titleUk,
      bodyEn: await sanitizeContentHtml(body.bodyEn),
      bodyUk: await sanitizeContentHtml(body.bodyUk),
    };
  }

  /** One page per link name and per document type; the fields say which is taken. */
  async function checkUnique(executor: Tx, draft: { slug: string; documentType: number | null }, except?: number) {
    const others = (match: ReturnType<typeof eq>) =>
      executor
        .select({ value: count() })
        .from(contentPages)
        .where(and(match, except ? ne(contentPages.id, except) : undefined));
    const [[slugs], [documents]] = await Promise.all([
      others(eq(contentPages.slug, draft.slug)),
      draft.documentType ? others(eq(contentPages.documentType, draft.documentType)) : [{ value: 0 }],
    ]);
    if (Number(documents?.value)) {
      const key = 'errors.contentPages.documentTaken';
      throw new HttpError(409, key, {}, { documentType: [key] });
    }
    if (Number(slugs?.value)) {
      const key = 'validation.urlNameTaken';
      throw new HttpError(409, key, {}, { slug: [key] });
    }
  }

  async function afterCommit<T>(work: Promise<T>): Promise<T> {
    const result = await work;
    onChanged();
    return result;
  }

  return {
    async listPages(actor: Actor, query: ContentPageListQuery): Promise<ContentPageList> {
      authorize(mayManageContentPages(actor));
      const rows = await db
        .select(pageColumns)
        .from(contentPages)
        .leftJoin(contentPageVersions, published)
        .where(query.status === 'all' ? undefined : eq(contentPages.active, query.status === 'active'))
        .orderBy(contentPages.id)
        .limit(PAGES_READ_MAX);
      const key = toSearchQuery(query.search);
      const found = rows
        .filter(({ page }) => !key || toSearchKey(page.titleEn, page.titleUk, page.slug).includes(key))
        .map(toItem)
        .sort(sorters[query.sort]);
      if ((query.order ?? naturalSortOrder(query.sort)) === 'desc') found.reverse();
      const start = (query.page - 1) * query.pageSize;
      return { items: found.slice(start, start + query.pageSize), totalCount: found.length };
    },

    getPage,

    async addPage(actor: Actor, body: ContentPageAddBody) {
      authorize(mayManageContentPages(actor));
      const draft = await draftOf(body);
      const id = await db.transaction(async (tx) => {
        await checkUnique(tx, draft);
        const [row] = await tx
          .insert(contentPages)
          .values({ ...draft, active: body.active, currentVersion: 0 })
          .returning();
        await recordAudit(tx, actor, { kind: 'content-page', id: row!.id, action: 'create', after: audited(row!) });
        return row!.id;
      });
      return getPage(actor, id);
    },

    /** Saves the draft; readers see it once it is published. */
    async updatePage(actor: Actor, body: ContentPageUpdateBody) {
      authorize(mayManageContentPages(actor));
      const draft = await draftOf(body);
      await db.transaction(async (tx) => {
        const before = await findPage(tx, body.id, true);
        await checkUnique(tx, draft, body.id);
        const [after] = await tx
          .update(contentPages)
          .set({ ...draft, updatedAt: new Date() })
          .where(eq(contentPages.id, body.id))
          .returning();
        await recordAudit(tx, actor, {
          kind: 'content-page',
          id: body.id,
          action: 'update',
          before: audited(before),
          after: audited(after!),
        });
      });
      return getPage(actor, body.id);
    },

    /** The saved draft becomes the next version; readers see it at once. */
    async publishPage(actor: Actor, id: number, body: ContentPagePublishBody) {
      authorize(mayManageContentPages(actor));
      await afterCommit(
        db.transaction(async (tx) => {
          const page = await findPage(tx, id, true);
          if (body.requiresAcknowledgement) authorize(mayRequireAcknowledgement(actor, page));
          if (!hasVisibleText(page.bodyEn)) {
            const key = 'errors.contentPages.bodyRequired';
            throw new HttpError(400, key, {}, { bodyEn: [key] });
          }
          const version = page.currentVersion + 1;
          await tx.insert(contentPageVersions).values({
            pageId: id,
            version,
            titleEn: page.titleEn,
            titleUk: page.titleUk,
            bodyEn: page.bodyEn,
            bodyUk: page.bodyUk,
            requiresAcknowledgement: body.requiresAcknowledgement,
          });
          await tx
            .update(contentPages)
            .set({ currentVersion: version, updatedAt: new Date() })
            .where(eq(contentPages.id, id));
          await recordAudit(tx, actor, {
            kind: 'content-page',
            id,
            action: 'publish',
            before: { currentVersion: page.currentVersion },
            after: { currentVersion: version, requiresAcknowledgement: body.requiresAcknowledgement },
          });
        }),
      );
      return getPage(actor, id);
    },

    /** `PUT {id}/activity`: sets `active` when given, toggles otherwise. Off, the page answers 404 to readers and leaves every reader's updatedContentPages. */
    async setActivity(actor: Actor, id: number, wanted?: boolean): Promise<ActivityAnswer> {
      authorize(mayManageContentPages(actor));
      return afterCommit(
        db.transaction(async (tx) => {
          const page = await findPage(tx, id, true);
          const active = wanted ?? !page.active;
          if (active !== page.active) await changeActivity(tx, actor, [page], active);
          return { id, active };
        }),
      );
    },

    /** `PUT activity`: the list's bulk activate / deactivate; pages already so change nothing. */
    async setActivityOf(actor: Actor, body: BulkActivityBody): Promise<BulkActivityAnswer> {
      authorize(mayManageContentPages(actor));
      return afterCommit(
        db.transaction(async (tx) => {
          const pages = await tx
            .select()
            .from(contentPages)
            .where(and(inArray(contentPages.id, body.ids), ne(contentPages.active, body.active)))
            .for('update');
          await changeActivity(tx, actor, pages, body.active);
          return { changed: pages.length };
        }),
      );
    },

    /** `checkUrl`: valid by §5 and in slug shape, and not another page's; the reason in the caller's language. */
    async checkUrl(
      actor: Actor,
      urlName: string,
      pageId: number | undefined,
      language: Language,
    ): Promise<UrlNameCheck> {
      authorize(mayManageContentPages(actor));
      const parsed = zAdminUrlName.safeParse(urlName);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const params: Record<string, number> = issue.code === 'too_big' ? { max: Number(issue.maximum) } : {};
        return { available: false, message: translate(language, issue.message, params) };
      }
      const [taken] = await db
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(and(eq(contentPages.slug, parsed.data), pageId ? ne(contentPages.id, pageId) : undefined))
        .limit(1);
      if (taken) return { available: false, message: translate(language, 'validation.urlNameTaken') };
      return { available: true, message: null };
    },

    /** Deleting takes the page's versions and readers' acknowledgements with it; the legal documents stay. */
    async deletePage(actor: Actor, id: number) {
      authorize(mayManageContentPages(actor));
      return afterCommit(
        db.transaction(async (tx) => {
          const page = await findPage(tx, id, true);
          authorize(mayDeleteContentPage(actor, page));
          const [versions] = await tx
            .select({ value: count() })
            .from(contentPageVersions)
            .where(eq(contentPageVersions.pageId, id));
          await tx.delete(contentPages).where(eq(contentPages.id, id));
          await recordAudit(tx, actor, {
            kind: 'content-page',
            id,
            action: 'delete',
            before: { ...audited(page), versions: Number(versions?.value ?? 0) },
          });
          return { ok: true as const };
        }),
      );
    },

    async listVersions(actor: Actor, id: number, paging: PageRequest): Promise<ContentPageVersionList> {
      authorize(mayManageContentPages(actor));
      await findPage(db, id);
      const where = eq(contentPageVersions.pageId, id);
      const [[total], rows] = await Promise.all([
        db.select({ value: count() }).from(contentPageVersions).where(where),
        db
          .select()
          .from(contentPageVersions)
          .where(where)
          .orderBy(desc(contentPageVersions.version))
          .limit(paging.pageSize)
          .offset(pageOffset(paging)),
      ]);
      return { items: rows.map(toVersionItem), totalCount: Number(total?.value ?? 0) };
    },

    async getVersion(actor: Actor, id: number, version: number): Promise<ContentPageVersion> {
      authorize(mayManageContentPages(actor));
      const [row] = await db
        .select()
        .from(contentPageVersions)
        .where(and(eq(contentPageVersions.pageId, id), eq(contentPageVersions.version, version)));
      if (!row) throw notFound();
      return { ...toVersionItem(row), bodyEn: row.bodyEn, bodyUk: row.bodyUk };
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
