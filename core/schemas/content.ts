import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { DocumentType, enumValues } from '../enums';
import { ValidationMessage as M } from '../validation/messages';
import { isShortString } from '../validation/text';
import { zIdOrSlug, zPage, zPageSize, zRequiredString, zRowId, zRowIdParam } from '../validation/zod';
import { adminListQuery, zAdminUrlName } from './admin';

/** `GET /api/content/{slug}`: a published content page in the request's language. */
export const contentPage = z.object({
  slug: z.string(),
  /** DocumentType (core/enums.ts): 1 privacy policy, 2 terms and conditions; null for other pages. */
  documentType: z.number().int().nullable(),
  title: z.string(),
  /** Safe HTML (sanitized by the server when an administrator saved it), or plain text with light Markdown. */
  body: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;

export const contentSlugParams = z.object({ slug: zIdOrSlug });

// ---- administration (`/api/content/admin/*`) ----

/** A document type (spec §3): 1 privacy policy, 2 terms and conditions; null for any other page. */
export const zDocumentType = z.literal(enumValues(DocumentType), { error: M.Invalid }).nullable();

/** The legal documents live at fixed addresses (spec §2), so their link names are fixed too. */
export const documentSlugs: Record<DocumentType, string> = {
  [DocumentType.PrivacyPolicy]: 'privacy',
  [DocumentType.TermsOfConditions]: 'terms-and-conditions',
};

export const CONTENT_TITLE_MAX = 200;
/** Characters of one language's body as the editor sends it (HTML). */
export const CONTENT_BODY_MAX = 200_000;

const zTitle = zRequiredString
  .max(CONTENT_TITLE_MAX, { error: M.MaxLength })
  .refine(isShortString, { error: M.ShortString });

const zBody = z.string({ error: M.Invalid }).max(CONTENT_BODY_MAX, { error: M.MaxLength });

export const contentPageSorts = ['title', 'updatedAt', 'publishedAt'] as const;
export type ContentPageSort = (typeof contentPageSorts)[number];

export const contentPageListQuery = adminListQuery(contentPageSorts, 'title');
export type ContentPageListQuery = z.output<typeof contentPageListQuery>;

export const contentPageItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  documentType: z.number().int().nullable(),
  titleEn: z.string(),
  titleUk: z.string(),
  active: z.boolean(),
  /** The version readers see; 0 before the first publication. */
  currentVersion: z.number().int(),
  publishedAt: z.string().nullable(),
  /** The saved texts differ from the published version. */
  hasDraft: z.boolean(),
  updatedAt: z.string(),
});
export type ContentPageItem = z.infer<typeof contentPageItem>;

export const contentPageList = z.object({ items: z.array(contentPageItem), totalCount: z.number().int().min(0) });
export type ContentPageList = z.infer<typeof contentPageList>;

export const contentPageDetails = contentPageItem.extend({
  bodyEn: z.string(),
  bodyUk: z.string(),
  /** Whether readers had to accept the current version. */
  requiresAcknowledgement: z.boolean(),
  createdAt: z.string(),
});
export type ContentPageDetails = z.infer<typeof contentPageDetails>;

const contentPageFields = {
  slug: zAdminUrlName,
  documentType: zDocumentType.default(null),
  titleEn: zTitle,
  titleUk: zTitle,
  bodyEn: zBody.default(''),
  bodyUk: zBody.default(''),
};

/** `POST add`: a new page with its first draft; it is public once a version is published. */
export const contentPageAddBody = z.object({
  ...contentPageFields,
  active: z.boolean({ error: M.Invalid }).default(true),
});
export type ContentPageAddBody = z.output<typeof contentPageAddBody>;

/** `PUT update`: saves the draft; readers keep the published version until the next publication. */
export const contentPageUpdateBody = z.object({ id: zRowId, ...contentPageFields });
export type ContentPageUpdateBody = z.output<typeof contentPageUpdateBody>;

/** `PUT {id}/publish`: the saved draft becomes the next version. */
export const contentPagePublishBody = z.object({
  /** Readers must accept this version (privacy policy and terms only): it joins their updatedContentPages. */
  requiresAcknowledgement: z.boolean({ error: M.Invalid }).default(false),
});
export type ContentPagePublishBody = z.output<typeof contentPagePublishBody>;

export const contentPageIdParams = z.object({ id: zRowIdParam });
export const contentPageVersionParams = z.object({ id: zRowIdParam, version: zRowIdParam });
export const contentPageVersionsQuery = z.object({
  page: zPage.default(1),
  pageSize: zPageSize.default(PAGE_SIZE.SMALL_TABLE),
});

export const contentPageVersionItem = z.object({
  version: z.number().int(),
  titleEn: z.string(),
  titleUk: z.string(),
  publishedAt: z.string(),
  requiresAcknowledgement: z.boolean(),
});
export type ContentPageVersionItem = z.infer<typeof contentPageVersionItem>;

export const contentPageVersionList = z.object({
  items: z.array(contentPageVersionItem),
  totalCount: z.number().int().min(0),
});
export type ContentPageVersionList = z.infer<typeof contentPageVersionList>;

export const contentPageVersion = contentPageVersionItem.extend({ bodyEn: z.string(), bodyUk: z.string() });
export type ContentPageVersion = z.infer<typeof contentPageVersion>;

/** `GET checkUrl`: a link name and the page that may keep its own. */
export const contentPageCheckUrlQuery = z.object({
  urlName: z.string({ error: M.Required }).max(300, { error: M.MaxLength }),
  pageId: zRowIdParam.optional(),
});
