import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { ValidationMessage as M } from '../validation/messages';
import { isSlugShaped } from '../validation/text';
import { zPage, zPageSize, zRowId, zUrlName } from '../validation/zod';

/*
 * What every administration list and form shares with the admin kit (app/features/admin): the
 * list query, the activity calls and the url-name check. Each domain's admin calls take and
 * answer these shapes, so one kit serves them all.
 */

/** §9 table sizes: small 8, normal 12 (the default), line 20. */
export const ADMIN_PAGE_SIZES = [PAGE_SIZE.SMALL_TABLE, PAGE_SIZE.NORMAL_TABLE, PAGE_SIZE.LINE_TABLE] as const;

/** A url name of an administered record: §5 (longer than 3 characters, no space), in slug shape, at most 200. */
export const zAdminUrlName = zUrlName.max(200, { error: M.MaxLength }).refine(isSlugShaped, { error: M.UrlNameSlug });

/** Which rows a list shows: every row, the active ones or the inactive ones. */
export const adminStatuses = ['all', 'active', 'inactive'] as const;
export type AdminStatus = (typeof adminStatuses)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The direction a column sorts in when none is asked: names A→Z, numbers and dates largest first. */
export const naturalSortOrder = (sort: string): SortOrder => (sort === 'name' || sort === 'title' ? 'asc' : 'desc');

/**
 * The query of an admin list call (`GET …/admin/items`): search text, status, sort column and
 * order, page from 1, page size. `sorts` are the columns the list sorts by; without `order` a
 * column sorts in its natural direction (names A→Z, numbers and dates largest first).
 */
export function adminListQuery<const S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) {
  return z.object({
    search: z.string().trim().max(200, { error: 'validation.maxLength' }).default(''),
    status: z.enum(adminStatuses, { error: 'validation.invalid' }).default('all'),
    sort: z.enum(sorts, { error: 'validation.invalid' }).default(defaultSort),
    order: z.enum(sortOrders, { error: 'validation.invalid' }).optional(),
    page: zPage.default(1),
    pageSize: zPageSize.default(PAGE_SIZE.NORMAL_TABLE),
  });
}

/** An admin list query as services take it. */
export interface AdminListRequest<S extends string = string> {
  search: string;
  status: AdminStatus;
  sort: S;
  order?: SortOrder;
  page: number;
  pageSize: number;
}

/** `PUT …/admin/{id}/activity`: sets the flag when `active` is given, toggles it otherwise. */
export const activityBody = z.object({ active: z.boolean({ error: 'validation.invalid' }).optional() }).optional();
export const activityAnswer = z.object({ id: z.number().int(), active: z.boolean() });
export type ActivityAnswer = z.infer<typeof activityAnswer>;

/** `PUT …/admin/activity`: the list's bulk activate / deactivate of the selected rows. */
export const bulkActivityBody = z.object({
  ids: z
    .array(zRowId, { error: 'validation.invalid' })
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.invalid' }),
  active: z.boolean({ error: 'validation.invalid' }),
});
export type BulkActivityBody = z.infer<typeof bulkActivityBody>;
/** How many rows changed (rows already in that state, or unknown ids, change nothing). */
export const bulkActivityAnswer = z.object({ changed: z.number().int().min(0) });
export type BulkActivityAnswer = z.infer<typeof bulkActivityAnswer>;

/** `GET …/admin/checkUrl`: whether a url name may be used, and if not, why (in the caller's language). */
export const urlNameCheck = z.object({ available: z.boolean(), message: z.string().nullable() });
export type UrlNameCheck = z.infer<typeof urlNameCheck>;

/** `DELETE …/admin/{id}` and link calls. */
export const okAnswer = z.object({ ok: z.literal(true) });
