import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { SortType } from '../enums';
import { zIdOrSlug, zPage, zPageSize } from '../validation/zod';

/** The sort types of spec §3 accepted by the catalogue entity lists. */
export const entitySortTypes = [
  SortType.Popularity,
  SortType.Date,
  SortType.Title,
  SortType.Rating,
  SortType.NumberOfBooks,
] as const;
export const zEntitySortType = z.literal(entitySortTypes, { error: 'validation.invalid' });

/**
 * The filter body of `POST /api/<entity>/items`: search text, page, page size and sort type.
 * `searchText` is the spec's name; `search` is accepted as an alias, as in the global search.
 */
export const entityFilter = z
  .object({
    searchText: z.string().max(200).nullish(),
    search: z.string().max(200).nullish(),
    page: zPage.default(1),
    pageSize: zPageSize.default(PAGE_SIZE.NORMAL_TABLE),
    sortType: zEntitySortType.default(SortType.Popularity),
  })
  .transform(({ searchText, search, page, pageSize, sortType }) => ({
    search: (searchText ?? search ?? '').trim(),
    page,
    pageSize,
    sortType,
  }));
export type EntityFilter = z.output<typeof entityFilter>;

/** A choice for filters and forms: the entity's id and its localized name. */
export const entityOption = z.object({ value: z.number().int(), text: z.string() });
export type EntityOption = z.infer<typeof entityOption>;
export const entityOptions = z.array(entityOption);

/** Options of the large kinds (authors, publishers, translators, illustrators): narrowed by a search text, capped. */
export const entityOptionsQuery = z.object({
  search: z.string().trim().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export type EntityOptionsQuery = z.output<typeof entityOptionsQuery>;

/** A named link to another entity (a genre's parent, an author's similar author). */
export const entityRef = z.object({ urlName: z.string(), name: z.string() });
export type EntityRef = z.infer<typeof entityRef>;

/** `{id}` of the detail calls: the numeric id or the urlName. */
export const entityIdParams = z.object({ id: zIdOrSlug });
