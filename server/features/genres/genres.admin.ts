import { sql } from 'drizzle-orm';
import type { AdminOption, CatalogueBody, GenreTreeRow } from '#core/schemas/catalogue-admin';
import type { Db, Tx } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { authorize, type Actor } from '../../lib/actor';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.record';
import type { KindHooks } from '../catalogue-admin/admin-write';
import { mayAdministerCatalogue } from '../catalogue-admin/catalogue-admin.policy';
import { toInt } from '../catalogue-entities/entity-queries';
import { sortableName } from '../catalogue-entities/entity-sql';
import { localized } from '../search/search-sql';

/** One key for every move in the genre tree: two moves checked at once could close a loop together. */
const GENRE_TREE_LOCK = 160_021;
/** Deeper than any real genre tree; stops the walk up should the data ever hold a loop. */
const MAX_DEPTH = 100;

const cycle = () =>
  new HttpError(409, 'errors.catalogue.genreCycle', {}, { parentId: ['errors.catalogue.genreCycle'] });
const noSuchParent = () =>
  new HttpError(400, 'errors.catalogue.parentNotFound', {}, { parentId: ['errors.catalogue.parentNotFound'] });

const parentOf = (body: CatalogueBody) => (body.parentId as number | null | undefined) ?? null;

/**
 * Taken before the moved genre's row lock: taken after it, a move of A under B (whose foreign key
 * check waits for B's row) and a move of B under A (holding B, waiting for the tree) deadlock.
 */
async function lockTree(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${GENRE_TREE_LOCK})`);
}

/**
 * A genre's parent must exist and must not be the genre itself or one of its descendants (no
 * cycles). Checked with the tree's lock held, so concurrent moves see each other.
 */
async function checkParent(tx: Tx, genreId: number | null, parentId: number | null) {
  if (parentId === null) return;
  if (parentId === genreId) throw cycle();
  const { rows } = await tx.execute(
    sql`with recursive up (id, parent_id, depth) as (
          select id, parent_id, 1 from genres where id = ${parentId}
          union all
          select g.id, g.parent_id, up.depth + 1 from genres g join up on g.id = up.parent_id where up.depth < ${MAX_DEPTH}
        ) select id from up`,
  );
  if (rows.length === 0) throw noSuchParent();
  if (genreId !== null && rows.some((row) => toInt(row.id) === genreId)) throw cycle();
}

/** The genre kind's part of the shared writes: the parent rule, and children lifted to the top on delete. */
export const genreAdminHooks: KindHooks = {
  lockFirst: async (tx, body) => {
    if (parentOf(body) !== null) await lockTree(tx);
  },
  check: (tx, body, id) => checkParent(tx, id, parentOf(body)),
  async beforeDelete(tx, actor, id) {
    const { rows } = await tx.execute(
      sql`update genres set parent_id = null, updated_at = now() where parent_id = ${id} returning id`,
    );
    await recordAudit(
      tx,
      actor,
      rows.map((row) => ({
        kind: 'genre' as const,
        id: toInt(row.id),
        action: 'update' as const,
        before: { parentId: id },
        after: { parentId: null },
      })),
    );
  },
};

/** Every genre with its parent (inactive ones too), by name. */
async function treeRows(db: Db, language: Language): Promise<GenreTreeRow[]> {
  const name = localized('e', 'name', language);
  const { rows } = await db.execute(
    sql`select e.id, e.parent_id, e.url_name, ${name} as name, e.active, e.books_count
        from genres e order by ${sortableName(name)}, e.id`,
  );
  return rows.map((row) => ({
    id: toInt(row.id),
    parentId: row.parent_id == null ? null : toInt(row.parent_id),
    urlName: String(row.url_name),
    name: String(row.name),
    active: row.active === true,
    booksCount: toInt(row.books_count),
  }));
}

/** The genre tree of the administration: `GET /api/genre/admin/tree` and `parent-options`. */
export function createGenreTreeAdmin(db: Db) {
  return {
    listTree(actor: Actor, language: Language): Promise<GenreTreeRow[]> {
      authorize(mayAdministerCatalogue(actor));
      return treeRows(db, language);
    },

    /**
     * Where a genre may be placed: every genre but itself and its descendants, named by its path
     * ("Fiction › Fantasy"), in tree order.
     */
    async listParentOptions(actor: Actor, genreId: number | undefined, language: Language): Promise<AdminOption[]> {
      authorize(mayAdministerCatalogue(actor));
      const rows = await treeRows(db, language);
      const children = new Map<number | null, GenreTreeRow[]>();
      for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
      const options: AdminOption[] = [];
      const visit = (parentId: number | null, path: string[], depth: number) => {
        for (const row of children.get(parentId) ?? []) {
          if (row.id === genreId || depth > MAX_DEPTH) continue;
          const named = [...path, row.name];
          options.push({ value: row.id, text: named.join(' › '), active: row.active });
          visit(row.id, named, depth + 1);
        }
      };
      visit(null, [], 0);
      return options;
    },
  };
}
