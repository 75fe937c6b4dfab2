import { and, count, eq, ne, sql } from 'drizzle-orm';
import type {
  CategoryActivity,
  CategoryAddBody,
  CategoryCandidatesQuery,
  CategoryKind,
  CategoryListQuery,
  CategoryUpdateBody,
} from '#core/schemas/categories';
import type { Db, Tx } from '../../db/client';
import { categories, categoryAuthors, categoryBooks } from '../../db/schema/categories';
import type { Language } from '../../i18n/translate';
import { authorize, type Actor } from '../../lib/actor';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.record';
import {
  categoryDetails,
  findCategory,
  listCandidates,
  listCategories,
  memberIds,
  membersOf,
  unknownMembers,
  type CategoryRow,
} from './categories.read';
import { mayDeactivateCategory, mayDeleteCategory, mayManageCategories, mayMoveCategory } from './categories.policy';

/** Kind, type and language: the categories among which exactly one is active (spec §5). */
type Slot = Pick<CategoryRow, 'kind' | 'type' | 'language'>;

const slotKey = (slot: Slot) => `category:${slot.kind}:${slot.type}:${slot.language}`;
const sameSlot = (slot: Slot) =>
  and(eq(categories.kind, slot.kind), eq(categories.type, slot.type), eq(categories.language, slot.language));

/** The fields the audit trail compares. */
const audited = (row: CategoryRow) => ({
  kind: row.kind,
  type: row.type,
  language: row.language,
  titleEn: row.titleEn,
  titleUk: row.titleUk,
  position: row.position,
  active: row.active,
});

/**
 * Serializes every change to a slot's categories until the transaction ends: two administrators
 * activating two categories of one slot at once leave one active, and a category inserted into an
 * empty slot is seen by the next change (row locks cannot guard rows that do not exist yet).
 * Keys are taken in one order, so two changes touching the same two slots cannot deadlock.
 */
async function lockSlots(tx: Tx, slots: Slot[]) {
  for (const key of [...new Set(slots.map(slotKey))].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** The category, read again once its slot is locked. */
async function lockedCategory(tx: Tx, id: number): Promise<CategoryRow> {
  const found = await findCategory(tx, id);
  if (!found) throw notFound();
  await lockSlots(tx, [found]);
  const row = await findCategory(tx, id);
  if (!row) throw notFound();
  return row;
}

async function activeIn(tx: Tx, slot: Slot, except?: number): Promise<CategoryRow | null> {
  const [row] = await tx
    .select()
    .from(categories)
    .where(and(sameSlot(slot), eq(categories.active, true), except ? ne(categories.id, except) : undefined))
    .limit(1);
  return row ?? null;
}

async function othersIn(tx: Tx, slot: Slot, except: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(categories)
    .where(and(sameSlot(slot), ne(categories.id, except)));
  return Number(row?.value ?? 0);
}

/**
 * Categories and their books or authors in the administration (`/api/category/admin/*`), with the
 * spec §5 rule: every kind, type and language that has categories has exactly one active.
 * Activating a category replaces the active one of its slot in the same transaction.
 */
export function createCategoriesService({ db, onChanged }: { db: Db; onChanged: () => void }) {
  async function getCategory(actor: Actor, id: number, language: Language) {
    authorize(mayManageCategories(actor));
    const row = await findCategory(db, id);
    if (!row) throw notFound();
    return categoryDetails(db, row, language);
  }

  /** Switches off the slot's active category (if another than `keep`), recorded as its deactivation. */
  async function replaceActive(tx: Tx, actor: Actor, slot: Slot, keep?: number): Promise<number | null> {
    const current = await activeIn(tx, slot, keep);
    if (!current) return null;
    const [after] = await tx
      .update(categories)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(categories.id, current.id))
      .returning();
    await recordAudit(tx, actor, {
      kind: 'category',
      id: current.id,
      action: 'deactivate',
      before: { active: true },
      after: { active: after!.active },
    });
    return current.id;
  }

  /** Changes that move the home page: kept lists and visitors' pages are forgotten everywhere. */
  async function afterCommit<T>(work: Promise<T>): Promise<T> {
    const result = await work;
    onChanged();
    return result;
  }

  return {
    async listCategories(actor: Actor, query: CategoryListQuery) {
      authorize(mayManageCategories(actor));
      return listCategories(db, query);
    },

    getCategory,

    async listCandidates(actor: Actor, query: CategoryCandidatesQuery, language: Language) {
      authorize(mayManageCategories(actor));
      return listCandidates(db, query, language);
    },

    /** The first category of a slot is active whatever was asked: a slot is never without one. */
    async addCategory(actor: Actor, body: CategoryAddBody, language: Language) {
      authorize(mayManageCategories(actor));
      const id = await afterCommit(
        db.transaction(async (tx) => {
          await lockSlots(tx, [body]);
          const current = await activeIn(tx, body);
          const active = !current || body.active;
          if (active) await replaceActive(tx, actor, body);
          const [row] = await tx
            .insert(categories)
            .values({
              kind: body.kind,
              type: body.type,
              language: body.language,
              titleEn: body.titleEn,
              titleUk: body.titleUk,
              position: body.position,
              active,
            })
            .returning();
          await recordAudit(tx, actor, { kind: 'category', id: row!.id, action: 'create', after: audited(row!) });
          return row!.id;
        }),
      );
      return getCategory(actor, id, language);
    },

    /**
     * A category moved to another type or language keeps its activity where it can: the active one
     * replaces the active category of its new slot, an inactive one becomes active in an empty slot.
     */
    async updateCategory(actor: Actor, body: CategoryUpdateBody, language: Language) {
      authorize(mayManageCategories(actor));
      await afterCommit(
        db.transaction(async (tx) => {
          const found = await findCategory(tx, body.id);
          if (!found) throw notFound();
          const target: Slot = { kind: found.kind, type: body.type, language: body.language };
          await lockSlots(tx, [found, target]);
          const before = await findCategory(tx, body.id);
          if (!before) throw notFound();
          const moving = before.type !== body.type || before.language !== body.language;
          let active = before.active;
          if (moving) {
            const others = await othersIn(tx, before, before.id);
            authorize(mayMoveCategory(actor, { active: before.active, others }));
            if (before.active) await replaceActive(tx, actor, target, before.id);
            else active = !(await activeIn(tx, target));
          }
          const [after] = await tx
            .update(categories)
            .set({
              type: body.type,
              language: body.language,
              titleEn: body.titleEn,
              titleUk: body.titleUk,
              position: body.position,
              active,
              updatedAt: new Date(),
            })
            .where(eq(categories.id, before.id))
            .returning();
          await recordAudit(tx, actor, {
            kind: 'category',
            id: before.id,
            action: 'update',
            before: audited(before),
            after: audited(after!),
          });
        }),
      );
      return getCategory(actor, body.id, language);
    },

    /**
     * `PUT {id}/activity` (`active` sets it, none toggles): an inactive category becomes the active
     * one of its slot (the one active before is switched off in the same transaction); the active
     * one cannot be switched off alone.
     */
    async setActivity(actor: Actor, id: number, wanted?: boolean): Promise<CategoryActivity> {
      authorize(mayManageCategories(actor));
      return afterCommit(
        db.transaction(async (tx) => {
          const row = await lockedCategory(tx, id);
          const active = wanted ?? !row.active;
          if (active === row.active) return { id, active, replacedId: null };
          if (!active)
            authorize(mayDeactivateCategory(actor, { active: true, others: await othersIn(tx, row, row.id) }));
          const replacedId = await replaceActive(tx, actor, row, row.id);
          await tx.update(categories).set({ active: true, updatedAt: new Date() }).where(eq(categories.id, row.id));
          await recordAudit(tx, actor, {
            kind: 'category',
            id: row.id,
            action: 'activate',
            before: { active: false },
            after: { active: true },
          });
          return { id: row.id, active: true, replacedId };
        }),
      );
    },

    /** Deleting takes its links to books or authors with it (they belong to the category alone). */
    async deleteCategory(actor: Actor, id: number) {
      authorize(mayManageCategories(actor));
      return afterCommit(
        db.transaction(async (tx) => {
          const row = await lockedCategory(tx, id);
          authorize(mayDeleteCategory(actor, { active: row.active, others: await othersIn(tx, row, row.id) }));
          const members = await memberIds(tx, row);
          await tx.delete(categories).where(eq(categories.id, id));
          await recordAudit(tx, actor, {
            kind: 'category',
            id,
            action: 'delete',
            before: { ...audited(row), members },
          });
          return { ok: true as const };
        }),
      );
    },

    /** Every book or author of the category in the given order, set in one transaction. */
    async setMembers(actor: Actor, id: number, ids: number[], language: Language) {
      authorize(mayManageCategories(actor));
      await afterCommit(
        db.transaction(async (tx) => {
          const row = await findCategory(tx, id, true);
          if (!row) throw notFound();
          const kind = row.kind as CategoryKind;
          const unknown = await unknownMembers(tx, kind, ids);
          const message = `errors.categories.unknown.${kind}`;
          if (unknown.length) throw new HttpError(400, message, { ids: unknown.join(', ') }, { ids: [message] });
          const before = await memberIds(tx, row);
          const { table } = membersOf(kind);
          await tx.delete(table).where(eq(table.categoryId, id));
          if (ids.length && kind === 'book')
            await tx
              .insert(categoryBooks)
              .values(ids.map((bookId, position) => ({ categoryId: id, bookId, position })));
          if (ids.length && kind === 'author')
            await tx
              .insert(categoryAuthors)
              .values(ids.map((authorId, position) => ({ categoryId: id, authorId, position })));
          await tx.update(categories).set({ updatedAt: new Date() }).where(eq(categories.id, id));
          await recordAudit(tx, actor, {
            kind: 'category',
            id,
            action: 'update',
            before: { members: before },
            after: { members: ids },
          });
        }),
      );
      return getCategory(actor, id, language);
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
