import { sql } from 'drizzle-orm';
import type { ActivityItem, ActivityKind, ActivityList } from '#core/schemas/profiles';
import { pageOffset, type PageRequest } from '#core/schemas/paging';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import type { Language } from '../../i18n/translate';
import { coverLink } from '../books/cover-links';
import { pickText } from '../books/books.sql';

/** How much of a quote or a recension the timeline shows. */
export const ACTIVITY_TEXT_MAX = 280;

interface ActivityRow extends Record<string, unknown> {
  total: number;
  kind: ActivityKind | null;
  date: Date | string | null;
  status: number | null;
  entity_id: number | null;
  title: string | null;
  text: string | null;
  spoiler: boolean | null;
  rating: number | null;
  approved: boolean | null;
  url_name: string | null;
  title_en: string | null;
  title_uk: string | null;
  cover_path: string | null;
  writer_user_name: string | null;
}

const excerpt = (text: string | null) =>
  text === null ? null : text.length > ACTIVITY_TEXT_MAX ? `${text.slice(0, ACTIVITY_TEXT_MAX).trimEnd()}…` : text;

/**
 * A reader's timeline: shelves set, recensions and quotes written, recensions and quotes liked,
 * newest first. One statement per page (a UNION over the five sources, its total beside the page).
 * Others see approved writing only; likes count only on approved writing, books only when active.
 */
export async function listActivity(
  db: Db,
  language: Language,
  ownerId: number,
  withPendingWriting: boolean,
  paging: PageRequest,
): Promise<ActivityList> {
  const recensionShown = withPendingWriting ? sql`true` : sql`r.approved`;
  const quoteShown = withPendingWriting ? sql`true` : sql`q.is_approved`;
  const result = await executePrepared<ActivityRow>(
    db,
    sql`
    with acts as (
      select 'status' as kind, s.updated_at as date, s.book_id, s.status::int as status, null::int as entity_id,
        null::text as title, null::text as text, false as spoiler, null::int as rating, true as approved, null::int as writer_id
      from user_book_statuses s where s.user_id = ${ownerId}
      union all
      select 'recension', r.created_at, r.book_id, null, r.id, r.title, left(r.text, ${ACTIVITY_TEXT_MAX + 1}), r.spoiler, r.rating, r.approved, null
      from recensions r where r.user_id = ${ownerId} and ${recensionShown}
      union all
      select 'quote', q.created_at, q.book_id, null, q.id, null, left(q.text, ${ACTIVITY_TEXT_MAX + 1}), false, null, q.is_approved, null
      from quotes q where q.user_id = ${ownerId} and ${quoteShown}
      union all
      select 'recensionLike', l.created_at, r.book_id, null, r.id, r.title, null, r.spoiler, r.rating, true, r.user_id
      from recension_likes l join recensions r on r.id = l.recension_id and r.approved where l.user_id = ${ownerId}
      union all
      select 'quoteLike', l.created_at, q.book_id, null, q.id, null, left(q.text, ${ACTIVITY_TEXT_MAX + 1}), false, null, true, q.user_id
      from quote_likes l join quotes q on q.id = l.quote_id and q.is_approved where l.user_id = ${ownerId}
    ),
    visible as (select a.* from acts a join books b on b.id = a.book_id and b.active)
    select t.total, p.* from (select count(*)::int as total from visible) t
    left join lateral (
      select v.kind, v.date, v.status, v.entity_id, v.title, v.text, v.spoiler, v.rating, v.approved,
        b.url_name, b.title_en, b.title_uk, b.cover_path, w.user_name as writer_user_name
      from visible v join books b on b.id = v.book_id left join users w on w.id = v.writer_id
      order by v.date desc, v.kind, v.entity_id desc nulls last, v.book_id desc
      limit ${paging.pageSize} offset ${pageOffset(paging)}
    ) p on true`,
  );
  const rows = result.rows;
  const items = rows
    .filter((row) => row.kind !== null)
    .map((row): ActivityItem => ({
      kind: row.kind!,
      date: new Date(row.date!).toISOString(),
      book: {
        urlName: row.url_name!,
        title: pickText(language, row.title_en, row.title_uk),
        imageLink: coverLink(row.cover_path),
      },
      status: row.status === null ? null : Number(row.status),
      entityId: row.entity_id === null ? null : Number(row.entity_id),
      title: row.title,
      text: row.spoiler && row.kind === 'recension' ? null : excerpt(row.text),
      spoiler: !!row.spoiler,
      rating: row.rating === null ? null : Number(row.rating),
      approved: !!row.approved,
      writerUserName: row.writer_user_name,
    }));
  return { items, totalCount: Number(rows[0]?.total ?? 0) };
}
