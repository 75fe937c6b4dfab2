import { z } from 'zod';
import { zPage, zPageSize } from '../validation/zod';

/** Paging request of spec §3: `page` from 1, `pageSize` 1..100 (coerced: query strings and path segments). */
export const pageRequest = z.object({ page: zPage.default(1), pageSize: zPageSize.default(12) });
export type PageRequest = z.infer<typeof pageRequest>;

/** Every list answer of spec §3: the page's items and the total over all pages. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalCount: z.number().int().min(0) });
}

export interface ListResponse<T> {
  items: T[];
  totalCount: number;
}

/** The SQL offset of a page. */
export const pageOffset = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;
