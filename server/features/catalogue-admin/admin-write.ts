import { sql, type SQL } from 'drizzle-orm';
import type { ActivityAnswer, BulkActivityAnswer } from '#core/schemas/admin';
import type { CatalogueBody } from '#core/schemas/catalogue-admin';
import { toSearchKey } from '#core/search/search-key';
import type { FileStore } from '../../lib/file-store/file-store';
import type { Db, Tx } from '../../db/client';
import { authorize, type Actor } from '../../lib/actor';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../auth/accounts';
import { recordAudit } from '../audit/audit.record';
import { tableOf } from '../catalogue-entities/entity-sql';
import { toInt } from '../catalogue-entities/entity-queries';
import { removeEntityImage, storeEntityImage } from './admin-images';
import { nameFieldsOf, type CatalogueAdminKind } from './admin-kinds';
import { fieldsOf, findRecordRow, isUrlNameTaken, usageOf } from './admin-read';
import { mayAdministerCatalogue, mayDeleteCatalogueRecord } from './catalogue-admin.policy';

/** What a kind does beside the shared writes, inside the same transaction. */
export interface KindHooks {
  /**
   * First in the transaction, before any row lock: a lock every such write takes in the same order
   * (the genre tree's), so two writes cannot each hold what the other waits for.
   */
  lockFirst?: (tx: Tx, body: CatalogueBody) => Promise<void>;
  /** Checks the body against the stored data (a genre's parent); `id` is the record's when it exists. */
  check?: (tx: Tx, body: CatalogueBody, id: number | null) => Promise<void>;
  /** After an update, with the fields before and after (an author's names move their books' search keys). */
  afterUpdate?: (tx: Tx, id: number, before: Record<string, unknown>, after: Record<string, unknown>) => Promise<void>;
  /** Before a delete, with the record's id (a genre's children move up). */
  beforeDelete?: (tx: Tx, actor: Actor, id: number) => Promise<void>;
}

export interface WriteDependencies {
  db: Db;
  files: FileStore;
  /** Told after every committed change: kept public answers and pages are forgotten. */
  changed: () => void;
}

const urlNameTaken = () => new HttpError(409, 'validation.urlNameTaken', {}, { urlName: ['validation.urlNameTaken'] });

/** The body's values of the kind's columns, with the search key its names fold to. */
function columnValues(kind: CatalogueAdminKind, body: CatalogueBody): [string, unknown][] {
  const [en, uk] = nameFieldsOf(kind);
  return [
    ['url_name', body.urlName],
    ['active', body.active],
    ...kind.fields.map((field): [string, unknown] => [field.column, body[field.key] ?? null]),
    ['search_key', toSearchKey(String(body[en.key] ?? ''), String(body[uk.key] ?? ''))],
  ];
}

const identifier = (column: string) => sql.raw(`"${column}"`);
const valueOf = (value: unknown): SQL => sql`${value}`;

/** The shared administrative writes of one catalogue kind; each runs in one transaction with its audit entry. */
export function createEntityWrites(kind: CatalogueAdminKind, deps: WriteDependencies, hooks: KindHooks = {}) {
  const { db } = deps;
  const table = tableOf(kind.entity);

  /** Runs a write; a url name taken by a concurrent write answers as the checked case does. */
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(work);
      deps.changed();
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw urlNameTaken();
      throw error;
    }
  }

  async function add(actor: Actor, body: CatalogueBody): Promise<number> {
    authorize(mayAdministerCatalogue(actor));
    return write(async (tx) => {
      await hooks.lockFirst?.(tx, body);
      if (await isUrlNameTaken(tx, kind, body.urlName)) throw urlNameTaken();
      await hooks.check?.(tx, body, null);
      const values = columnValues(kind, body);
      const { rows } = await tx.execute(
        sql`insert into ${table} (${sql.join(
          values.map(([column]) => identifier(column)),
          sql`, `,
        )}) values (${sql.join(
          values.map(([, value]) => valueOf(value)),
          sql`, `,
        )}) returning id`,
      );
      const id = toInt(rows[0]!.id);
      const after = fieldsOf(kind, await findRecordRow(tx, kind, id));
      await recordAudit(tx, actor, { kind: kind.audit, id, action: 'create', after });
      return id;
    });
  }

  async function update(actor: Actor, body: CatalogueBody & { id: number }): Promise<void> {
    authorize(mayAdministerCatalogue(actor));
    await write(async (tx) => {
      await hooks.lockFirst?.(tx, body);
      const before = fieldsOf(kind, await findRecordRow(tx, kind, body.id, { lock: true }));
      if (await isUrlNameTaken(tx, kind, body.urlName, body.id)) throw urlNameTaken();
      await hooks.check?.(tx, body, body.id);
      const assignments = columnValues(kind, body).map(([column, value]) => sql`${identifier(column)} = ${value}`);
      await tx.execute(
        sql`update ${table} e set ${sql.join(assignments, sql`, `)}, updated_at = now() where e.id = ${body.id}`,
      );
      const after = fieldsOf(kind, await findRecordRow(tx, kind, body.id));
      await hooks.afterUpdate?.(tx, body.id, before, after);
      await recordAudit(tx, actor, { kind: kind.audit, id: body.id, action: 'update', before, after });
    });
  }

  /** `PUT {id}/activity`: sets the flag, or toggles it when none is given. */
  async function setActivity(actor: Actor, id: number, active: boolean | undefined): Promise<ActivityAnswer> {
    authorize(mayAdministerCatalogue(actor));
    return write(async (tx) => {
      const before = await findRecordRow(tx, kind, id, { lock: true });
      const was = before.active === true;
      const next = active ?? !was;
      if (next !== was) {
        await tx.execute(sql`update ${table} e set active = ${next}, updated_at = now() where e.id = ${id}`);
        await recordAudit(tx, actor, {
          kind: kind.audit,
          id,
          action: next ? 'activate' : 'deactivate',
          before: { active: was },
          after: { active: next },
        });
      }
      return { id, active: next };
    });
  }

  /** `PUT activity`: the list's bulk change; rows already so (or unknown ids) change nothing. */
  async function setActivityMany(actor: Actor, ids: number[], active: boolean): Promise<BulkActivityAnswer> {
    authorize(mayAdministerCatalogue(actor));
    return write(async (tx) => {
      const { rows } = await tx.execute(
        sql`update ${table} e set active = ${active}, updated_at = now()
            where e.id in (${sql.join([...new Set(ids)].map(valueOf), sql`, `)}) and e.active <> ${active}
            returning e.id`,
      );
      await recordAudit(
        tx,
        actor,
        rows.map((row) => ({
          kind: kind.audit,
          id: toInt(row.id),
          action: active ? ('activate' as const) : ('deactivate' as const),
          before: { active: !active },
          after: { active },
        })),
      );
      return { changed: rows.length };
    });
  }

  async function remove(actor: Actor, id: number): Promise<void> {
    authorize(mayAdministerCatalogue(actor));
    const image = await write(async (tx) => {
      const row = await findRecordRow(tx, kind, id, { lock: true });
      authorize(mayDeleteCatalogueRecord(actor, kind, usageOf(row)));
      await hooks.beforeDelete?.(tx, actor, id);
      await tx.execute(sql`delete from ${table} e where e.id = ${id}`);
      await recordAudit(tx, actor, { kind: kind.audit, id, action: 'delete', before: fieldsOf(kind, row) });
      return (row.image_link as string | null) ?? null;
    });
    if (kind.image) await removeEntityImage(deps.files, kind.image, image);
  }

  /** Replaces the record's picture with an upload (processed by sharp), or removes it (`input` null). */
  async function setImage(actor: Actor, id: number, input: Buffer | null): Promise<string | null> {
    authorize(mayAdministerCatalogue(actor));
    const image = kind.image;
    if (!image) throw badRequest('errors.catalogue.noImage');
    const { url_name: urlName } = await findRecordRow(db, kind, id);
    const stored = input ? await storeEntityImage(deps.files, image, String(urlName), input) : null;
    let previous: string | null;
    try {
      previous = await write(async (tx) => {
        const row = await findRecordRow(tx, kind, id, { lock: true });
        const was = (row.image_link as string | null) ?? null;
        await tx.execute(
          sql`update ${table} e set ${identifier(image.column)} = ${stored}, updated_at = now() where e.id = ${id}`,
        );
        await recordAudit(tx, actor, {
          kind: kind.audit,
          id,
          action: 'update',
          before: { imageLink: was },
          after: { imageLink: stored },
        });
        return was;
      });
    } catch (error) {
      await removeEntityImage(deps.files, image, stored);
      throw error;
    }
    if (previous !== stored) await removeEntityImage(deps.files, image, previous);
    return stored;
  }

  /** The id of the record named by id or urlName (inactive ones too). */
  async function idOf(actor: Actor, ref: string): Promise<number> {
    authorize(mayAdministerCatalogue(actor));
    const row = await findRecordRow(db, kind, ref).catch(() => null);
    if (!row) throw notFound();
    return toInt(row.id);
  }

  return { add, update, setActivity, setActivityMany, remove, setImage, idOf };
}
