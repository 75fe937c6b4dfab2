import { sql, type SQL } from 'drizzle-orm';
import { BookRequestStatus, UserRole } from '#core/enums';
import { naturalSortOrder, type SortOrder } from '#core/schemas/admin';
import type {
  AdminOption,
  AdminOptionsQuery,
  CatalogueList,
  CatalogueRecord,
  CatalogueRow,
  CatalogueSort,
  CatalogueUsage,
} from '#core/schemas/catalogue-admin';
import type { AdminListRequest } from '#core/schemas/admin';
import { toSearchQuery } from '#core/search/search-key';
import type { Db, Tx } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { notFound } from '../../lib/http-error';
import { idOrUrlNameMatch, nameOf, sortableName, tableOf } from '../catalogue-entities/entity-sql';
import { toInt, toNullableInt } from '../catalogue-entities/entity-queries';
import { fileLink, localized } from '../search/search-sql';
import type { CatalogueAdminKind } from './admin-kinds';

type Row = Record<string, unknown>;
type Executor = Db | Tx;

export const toIso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();

const imageColumn = (kind: CatalogueAdminKind): SQL =>
  kind.image ? sql.raw(`e.${kind.image.column}`) : sql`null::text`;

/** How many rows link a book to the record `e` (inactive books too: they still name it). */
export function linkedBooksCount(kind: CatalogueAdminKind): SQL {
  const link = kind.entity.link;
  return link
    ? sql`(select count(*)::int from ${sql.raw(link.table)} l where l.${sql.raw(link.column)} = e.id)`
    : sql`(select count(*)::int from books b where b.publisher_id = e.id)`;
}

function usageColumns(kind: CatalogueAdminKind): SQL {
  const children = kind.name === 'genre' ? sql`(select count(*)::int from genres c where c.parent_id = e.id)` : sql`0`;
  const comments = kind.commentTarget
    ? sql`(select count(*)::int from comments m where m.target_kind = ${kind.commentTarget} and m.target_id = e.id)`
    : sql`0`;
  const accounts = kind.name === 'author' ? sql`(select count(*)::int from users u where u.author_id = e.id)` : sql`0`;
  return sql`${linkedBooksCount(kind)} as usage_books, ${children} as usage_children,
             ${comments} as usage_comments, ${accounts} as usage_accounts`;
}

/** The editable fields of `e` under their call names, so a row reads as a body. */
const fieldColumns = (kind: CatalogueAdminKind): SQL =>
  sql.raw(kind.fields.map((field) => `e.${field.column} as "${field.key}"`).join(', '));

const recordColumns = (kind: CatalogueAdminKind) =>
  sql`e.id, e.url_name, e.active, e.books_count, e.created_at, e.updated_at, ${imageColumn(kind)} as image_link,
      ${fieldColumns(kind)}, ${usageColumns(kind)}`;

/** A stored record's fields as the audit trail and the calls name them. */
export function fieldsOf(kind: CatalogueAdminKind, row: Row): Record<string, unknown> {
  const fields: Record<string, unknown> = { urlName: String(row.url_name), active: row.active === true };
  for (const field of kind.fields) fields[field.key] = row[field.key] ?? null;
  return fields;
}

export const usageOf = (row: Row): CatalogueUsage => ({
  books: toInt(row.usage_books),
  children: toInt(row.usage_children),
  comments: toInt(row.usage_comments),
  accounts: toInt(row.usage_accounts),
});

/**
 * The record named by id or urlName, inactive ones included, with its fields and usage; `lock`
 * holds the row for the caller's transaction.
 */
export async function findRecordRow(
  db: Executor,
  kind: CatalogueAdminKind,
  id: string | number,
  { lock = false }: { lock?: boolean } = {},
): Promise<Row> {
  const ref = String(id);
  const { rows } = await db.execute(
    sql`select ${recordColumns(kind)} from ${tableOf(kind.entity)} e where ${idOrUrlNameMatch(ref)}
        order by e.url_name = ${ref} limit 1 ${lock ? sql`for update` : sql``}`,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** `GET …/admin/{id}`: the record as the edit form holds it, with the extras of its kind. */
export async function readRecord(
  db: Db,
  kind: CatalogueAdminKind,
  id: string | number,
  language: Language,
): Promise<CatalogueRecord> {
  const row = await findRecordRow(db, kind, id);
  const record: CatalogueRecord = {
    kind: kind.name,
    id: toInt(row.id),
    urlName: String(row.url_name),
    active: row.active === true,
    booksCount: toInt(row.books_count),
    imageLink: fileLink(row.image_link as string | null),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    usage: usageOf(row),
  };
  for (const field of kind.fields) {
    const value = row[field.key];
    (record as Record<string, unknown>)[field.key] = typeof value === 'string' ? value : toNullableInt(value);
  }
  if (kind.name === 'genre')
    Object.assign(record, await genreRelatives(db, record.id, record.parentId ?? null, language));
  if (kind.name === 'author') Object.assign(record, await authorAccounts(db, record.id));
  return record;
}

async function genreRelatives(db: Db, id: number, parentId: number | null, language: Language) {
  const { rows } = await db.execute(
    sql`select e.id, ${localized('e', 'name', language)} as name, e.active, e.id = ${parentId ?? 0} as is_parent
        from genres e where e.id = ${parentId ?? 0} or e.parent_id = ${id}
        order by ${sortableName(localized('e', 'name', language))}, e.id`,
  );
  const ref = (row: Row) => ({ id: toInt(row.id), name: String(row.name), active: row.active === true });
  const parent = rows.find((row) => row.is_parent === true);
  return { parent: parent ? ref(parent) : null, children: rows.filter((row) => row.is_parent !== true).map(ref) };
}

async function authorAccounts(db: Db, authorId: number) {
  const { rows } = await db.execute(
    sql`select 'account' as what, u.id as user_id, u.user_name, null::text as email, null::text as social_media_link,
               u.created_at
        from users u where u.author_id = ${authorId} and u.role = ${UserRole.Author}
        union all
        select 'claim', u.id, u.user_name, coalesce(c.email, u.email), c.social_media_link, c.created_at
        from author_claims c join users u on u.id = c.user_id
        where c.author_id = ${authorId} and c.status = ${BookRequestStatus.Pending}
        order by 6 desc, 2`,
  );
  const account = rows.find((row) => row.what === 'account');
  return {
    account: account ? { userId: toInt(account.user_id), userName: String(account.user_name) } : null,
    pendingClaims: rows
      .filter((row) => row.what === 'claim')
      .map((row) => ({
        userId: toInt(row.user_id),
        userName: String(row.user_name),
        email: (row.email as string | null) ?? null,
        socialMediaLink: (row.social_media_link as string | null) ?? null,
        createdAt: toIso(row.created_at),
      })),
  };
}

/** A short second line of a list row: a genre's parent, an author's years. */
function noteOf(kind: CatalogueAdminKind, language: Language): SQL {
  if (kind.name === 'genre')
    return sql`(select ${localized('p', 'name', language)} from genres p where p.id = e.parent_id)`;
  if (kind.name === 'author')
    return sql`case when e.birth_year is null and e.death_year is null then null
                    else concat(coalesce(e.birth_year::text, '?'), '–', coalesce(e.death_year::text, '')) end`;
  return sql`null::text`;
}

/** Text search over the folded names, the url name and the id. */
export function adminSearchMatch(search: string): SQL {
  const text = search.trim();
  if (!text) return sql`true`;
  const key = toSearchQuery(text);
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return sql`(${key ? sql`e.search_key like ${`%${key}%`} or ` : sql``}e.url_name like ${`%${text.toLowerCase()}%`}
              or e.id = ${id})`;
}

const direction = (order: SortOrder) => sql.raw(order === 'asc' ? 'asc' : 'desc');

function ordering(kind: CatalogueAdminKind, sort: CatalogueSort, order: SortOrder, language: Language): SQL {
  const way = direction(order);
  switch (sort) {
    case 'booksCount':
      return sql`e.books_count ${way}, e.id ${way}`;
    case 'createdAt':
      return sql`e.created_at ${way}, e.id ${way}`;
    case 'updatedAt':
      return sql`e.updated_at ${way}, e.id ${way}`;
    default:
      return sql`${sortableName(nameOf(kind.entity, language))} ${way}, e.id ${way}`;
  }
}

/** `GET …/admin/items`: one statement a page (the total as a window count), one more past the end. */
export async function listRows(
  db: Db,
  kind: CatalogueAdminKind,
  query: AdminListRequest<CatalogueSort>,
  language: Language,
): Promise<CatalogueList> {
  const table = tableOf(kind.entity);
  const status = query.status === 'all' ? sql`true` : query.status === 'active' ? sql`e.active` : sql`not e.active`;
  const where = sql`${status} and ${adminSearchMatch(query.search)}`;
  const other = localized('e', kind.entity.nameStem, language === 'uk' ? 'en' : 'uk');
  const { rows } = await db.execute(
    sql`select e.id, e.url_name, ${nameOf(kind.entity, language)} as name, ${other} as other_name,
               ${noteOf(kind, language)} as note, ${imageColumn(kind)} as image_link, e.active, e.books_count,
               e.updated_at, count(*) over ()::int as total_count
        from ${table} e where ${where}
        order by ${ordering(kind, query.sort, query.order ?? naturalSortOrder(query.sort), language)}
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  if (rows.length === 0) {
    if (query.page === 1) return { items: [], totalCount: 0 };
    const counted = await db.execute(sql`select count(*)::int as total from ${table} e where ${where}`);
    return { items: [], totalCount: toInt(counted.rows[0]?.total) };
  }
  const items = rows.map((row): CatalogueRow => ({
    id: toInt(row.id),
    urlName: String(row.url_name),
    name: String(row.name),
    otherName: String(row.other_name),
    note: (row.note as string | null) ?? null,
    imageLink: fileLink(row.image_link as string | null),
    active: row.active === true,
    booksCount: toInt(row.books_count),
    updatedAt: toIso(row.updated_at),
  }));
  return { items, totalCount: toInt(rows[0].total_count) };
}

/** `GET …/admin/options`: every record (inactive ones marked) by name, or the most-booked matches of a search. */
export async function listOptions(
  db: Db,
  kind: CatalogueAdminKind,
  query: AdminOptionsQuery,
  language: Language,
): Promise<AdminOption[]> {
  const name = nameOf(kind.entity, language);
  const { rows } = await db.execute(
    sql`select e.id as value, ${name} as text, e.active from ${tableOf(kind.entity)} e
        where ${adminSearchMatch(query.search)}
        order by ${query.search ? sql`e.active desc, e.books_count desc, e.id` : sql`${sortableName(name)}, e.id`}
        limit ${query.limit}`,
  );
  return rows.map((row) => ({ value: toInt(row.value), text: String(row.text), active: row.active === true }));
}

/** Whether another record of the kind already uses `urlName`. */
export async function isUrlNameTaken(db: Executor, kind: CatalogueAdminKind, urlName: string, ownId?: number) {
  const { rows } = await db.execute(
    sql`select 1 from ${tableOf(kind.entity)} e where e.url_name = ${urlName} and e.id <> ${ownId ?? 0} limit 1`,
  );
  return rows.length > 0;
}
