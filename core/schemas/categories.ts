import { z } from 'zod';
import { CategoryType, enumValues, SiteLanguage } from '../enums';
import { ValidationMessage as M } from '../validation/messages';
import { isShortString } from '../validation/text';
import { zRequiredString, zRowId, zRowIdParam } from '../validation/zod';
import { adminListQuery, type SortOrder } from './admin';

/** What a category holds: books (home shelves) or authors. */
export const categoryKinds = ['book', 'author'] as const;
export type CategoryKind = (typeof categoryKinds)[number];
export const zCategoryKind = z.enum(categoryKinds, { error: M.Invalid });

/** CategoryType of spec §3: New=1, Top=2, WeRecommend=3, Other=100. */
export const zCategoryType = z.literal(enumValues(CategoryType), { error: M.Invalid });

/** The site language whose home page shows the category. */
export const zCategoryLanguage = z.enum(enumValues(SiteLanguage), { error: M.Invalid });

/** How many books or authors one category may hold (a home shelf shows them all, scrolling). */
export const CATEGORY_ITEMS_MAX = 60;
export const CATEGORY_TITLE_MAX = 120;
/** Where a category sits among its kind and language on the home page (lower first). */
export const CATEGORY_POSITION_MAX = 999;

const zTitle = zRequiredString
  .max(CATEGORY_TITLE_MAX, { error: M.MaxLength })
  .refine(isShortString, { error: M.ShortString });

const zPosition = z
  .number({ error: M.Number })
  .int({ error: M.Number })
  .min(0, { error: M.Number })
  .max(CATEGORY_POSITION_MAX, { error: M.Number });

export const categorySorts = ['position', 'title', 'type', 'updatedAt'] as const;
export type CategorySort = (typeof categorySorts)[number];
/** Place, titles and types read first to last; the latest change first. */
export const categoryNaturalOrder = (sort: CategorySort): SortOrder => (sort === 'updatedAt' ? 'desc' : 'asc');

/** `GET /api/category/admin/items`: the kit's list query, for one kind and optionally one language. */
export const categoryListQuery = adminListQuery(categorySorts, 'position').extend({
  kind: zCategoryKind,
  language: zCategoryLanguage.optional(),
});
export type CategoryListQuery = z.output<typeof categoryListQuery>;

export const categoryItem = z.object({
  id: z.number().int(),
  kind: zCategoryKind,
  type: z.number().int(),
  language: zCategoryLanguage,
  titleEn: z.string(),
  titleUk: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  /** Books or authors in the category. */
  itemsCount: z.number().int(),
  updatedAt: z.string(),
});
export type CategoryItem = z.infer<typeof categoryItem>;

export const categoryList = z.object({ items: z.array(categoryItem), totalCount: z.number().int().min(0) });
export type CategoryList = z.infer<typeof categoryList>;

/** A book or an author in a category, in the category's order. */
export const categoryMember = z.object({
  id: z.number().int(),
  urlName: z.string(),
  /** Title of a book, name of an author, in the request's language. */
  title: z.string(),
  /** Authors of a book, or the other language's name of an author. */
  subtitle: z.string(),
  imageLink: z.string().nullable(),
  /** Inactive books and authors stay listed but no visitor sees them. */
  active: z.boolean(),
});
export type CategoryMember = z.infer<typeof categoryMember>;

export const categoryDetails = categoryItem.extend({
  members: z.array(categoryMember),
  createdAt: z.string(),
});
export type CategoryDetails = z.infer<typeof categoryDetails>;

/** `POST /api/category/admin/add`. The first category of a type and language is active whatever `active` says. */
export const categoryAddBody = z.object({
  kind: zCategoryKind,
  type: zCategoryType,
  language: zCategoryLanguage,
  titleEn: zTitle,
  titleUk: zTitle,
  position: zPosition.default(0),
  /** Active: it replaces the active category of its type and language. */
  active: z.boolean({ error: M.Invalid }).default(false),
});
export type CategoryAddBody = z.output<typeof categoryAddBody>;

/** `PUT /api/category/admin/update`: the category's own fields (its kind never changes). */
export const categoryUpdateBody = z.object({
  id: zRowId,
  type: zCategoryType,
  language: zCategoryLanguage,
  titleEn: zTitle,
  titleUk: zTitle,
  position: zPosition,
});
export type CategoryUpdateBody = z.output<typeof categoryUpdateBody>;

/** `PUT /api/category/admin/{id}/items`: every book or author of the category, in order. */
export const categoryMembersBody = z.object({
  ids: z
    .array(zRowId, { error: M.Invalid })
    .max(CATEGORY_ITEMS_MAX, { error: M.MaxLength })
    .refine((ids) => new Set(ids).size === ids.length, { error: M.Invalid }),
});
export type CategoryMembersBody = z.output<typeof categoryMembersBody>;

export const categoryIdParams = z.object({ id: zRowIdParam });

/** `PUT {id}/activity` answers the category and, when it replaced one, the category it replaced. */
export const categoryActivity = z.object({
  id: z.number().int(),
  active: z.boolean(),
  /** The category of the same type and language that was active before and is not any more. */
  replacedId: z.number().int().nullable(),
});
export type CategoryActivity = z.infer<typeof categoryActivity>;

/** `GET /api/category/admin/candidates`: books or authors to add, searched by name, active or not. */
export const categoryCandidatesQuery = z.object({
  kind: zCategoryKind,
  search: z.string().trim().max(200, { error: M.MaxLength }).default(''),
  limit: z.coerce.number({ error: M.Number }).int().min(1).max(50).default(10),
});
export type CategoryCandidatesQuery = z.output<typeof categoryCandidatesQuery>;

export const categoryCandidates = z.array(categoryMember);
