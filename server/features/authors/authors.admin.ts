import { sql } from 'drizzle-orm';
import type { AdminOptionsQuery, AuthorPick } from '#core/schemas/catalogue-admin';
import { bookSearchKey } from '#core/search/search-key';
import type { Db, Tx } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { authorize, type Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.record';
import { adminSearchMatch } from '../catalogue-admin/admin-read';
import type { KindHooks, WriteDependencies } from '../catalogue-admin/admin-write';
import { mayAdministerCatalogue } from '../catalogue-admin/catalogue-admin.policy';
import { toInt } from '../catalogue-entities/entity-queries';
import { fileLink, localized, parseJson } from '../search/search-sql';

type Row = Record<string, unknown>;

/**
 * A book's search key holds its authors' names (core/search/search-key.ts), so renaming an author
 * rewrites the keys of every book they wrote, in the rename's transaction: one read, one write.
 */
async function refreshBookSearchKeys(tx: Tx, authorId: number) {
  const { rows } = await tx.execute(
    sql`select b.id, b.title_en, b.title_uk, b.original_title, b.search_key,
               json_agg(json_build_object('nameEn', a.name_en, 'nameUk', a.name_uk) order by ba.position, a.id) as authors
        from book_authors mine
        join books b on b.id = mine.book_id
        join book_authors ba on ba.book_id = b.id
        join authors a on a.id = ba.author_id
        where mine.author_id = ${authorId}
        group by b.id`,
  );
  const changed = rows
    .map((row) => ({
      id: toInt(row.id),
      key: bookSearchKey(
        {
          titleEn: String(row.title_en),
          titleUk: (row.title_uk as string | null) ?? null,
          originalTitle: (row.original_title as string | null) ?? null,
        },
        parseJson<{ nameEn: string; nameUk: string }[]>(row.authors),
      ),
      was: String(row.search_key),
    }))
    .filter((book) => book.key !== book.was);
  if (changed.length === 0) return;
  await tx.execute(
    sql`update books b set search_key = v.key
        from json_to_recordset(${JSON.stringify(changed.map(({ id, key }) => ({ id, key })))}::json) as v(id int, key text)
        where b.id = v.id`,
  );
}

/** The author kind's part of the shared writes: a rename moves their books' search keys. */
export const authorAdminHooks: KindHooks = {
  async afterUpdate(tx, id, before, after) {
    if (before.nameEn !== after.nameEn || before.nameUk !== after.nameUk) await refreshBookSearchKeys(tx, id);
  },
};

const pickColumns = (language: Language) =>
  sql`e.id, e.url_name, ${localized('e', 'name', language)} as name, e.image_link, e.active, e.books_count`;

const toPick = (row: Row): AuthorPick => ({
  id: toInt(row.id),
  urlName: String(row.url_name),
  name: String(row.name),
  imageLink: fileLink(row.image_link as string | null),
  active: row.active === true,
  booksCount: toInt(row.books_count),
});

/**
 * Similar authors (spec §7 `{id}/similar`, `similar/{x}/to/{y}`, `DELETE similar/{x}/from/{y}`).
 * Similarity goes both ways: linking x and y shows each on the other's page, and unlinking
 * removes both (decision 0023). Linking twice or unlinking what is not linked changes nothing.
 */
export function createSimilarAuthorsAdmin({ db, changed }: WriteDependencies) {
  async function namesOf(executor: Db | Tx, ids: number[]) {
    const { rows } = await executor.execute(
      sql`select id, name_en from authors where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) for update`,
    );
    return new Map(rows.map((row) => [toInt(row.id), String(row.name_en)]));
  }

  async function change(actor: Actor, x: number, y: number, linking: boolean) {
    authorize(mayAdministerCatalogue(actor));
    if (x === y) throw badRequest('errors.catalogue.similarSelf');
    const moved = await db.transaction(async (tx) => {
      const names = await namesOf(tx, [x, y]);
      if (names.size < 2) throw notFound();
      const { rows } = linking
        ? await tx.execute(
            sql`insert into similar_authors (author_id, similar_author_id) values (${x}, ${y}), (${y}, ${x})
                on conflict do nothing returning author_id, similar_author_id`,
          )
        : await tx.execute(
            sql`delete from similar_authors
                where (author_id = ${x} and similar_author_id = ${y}) or (author_id = ${y} and similar_author_id = ${x})
                returning author_id, similar_author_id`,
          );
      await recordAudit(
        tx,
        actor,
        rows.map((row) => {
          const other = names.get(toInt(row.similar_author_id));
          return {
            kind: 'author' as const,
            id: toInt(row.author_id),
            action: linking ? ('link' as const) : ('unlink' as const),
            before: { similarAuthor: linking ? null : other },
            after: { similarAuthor: linking ? other : null },
          };
        }),
      );
      return rows.length;
    });
    if (moved > 0) changed();
    return { ok: true as const };
  }

  return {
    /** `GET {id}/similar`: the authors shown as similar on this one's page (inactive ones too, marked). */
    async listSimilar(actor: Actor, id: number, language: Language): Promise<AuthorPick[]> {
      authorize(mayAdministerCatalogue(actor));
      const { rows } = await db.execute(
        sql`select ${pickColumns(language)} from authors e join similar_authors s on s.similar_author_id = e.id and s.author_id = ${id}
            order by e.books_count desc, e.id`,
      );
      if (rows.length === 0) {
        const { rows: found } = await db.execute(sql`select 1 from authors where id = ${id}`);
        if (found.length === 0) throw notFound();
      }
      return rows.map(toPick);
    },

    link: (actor: Actor, x: number, y: number) => change(actor, x, y, true),
    unlink: (actor: Actor, x: number, y: number) => change(actor, x, y, false),

    /** `GET search`: authors matching a text (name in either language, url name or id), the most-booked first. */
    async search(actor: Actor, query: AdminOptionsQuery, language: Language): Promise<AuthorPick[]> {
      authorize(mayAdministerCatalogue(actor));
      const { rows } = await db.execute(
        sql`select ${pickColumns(language)} from authors e where ${adminSearchMatch(query.search)}
            order by e.active desc, e.books_count desc, e.id limit ${query.limit}`,
      );
      return rows.map(toPick);
    },
  };
}
