import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntityKind, AuditHistory } from '#core/schemas/audit';
import { pageOffset, type PageRequest } from '#core/schemas/paging';
import type { Db } from '../../db/client';
import { auditEntries, users } from '../../db/schema';
import { authorize, type Actor } from '../../lib/actor';
import { mayReadAuditTrail } from './audit.policy';

/** The history of one administered record, newest first. */
export function createAuditService({ db }: { db: Db }) {
  async function listHistory(
    actor: Actor,
    kind: AuditEntityKind,
    id: number,
    paging: PageRequest,
  ): Promise<AuditHistory> {
    authorize(mayReadAuditTrail(actor));
    const where = and(eq(auditEntries.entityKind, kind), eq(auditEntries.entityId, id));
    const [[total], rows] = await Promise.all([
      db.select({ value: count() }).from(auditEntries).where(where),
      db
        .select({
          id: auditEntries.id,
          action: auditEntries.action,
          createdAt: auditEntries.createdAt,
          actorId: auditEntries.actorId,
          actorUserName: users.userName,
          changes: auditEntries.changes,
        })
        .from(auditEntries)
        .leftJoin(users, eq(users.id, auditEntries.actorId))
        .where(where)
        .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
        .limit(paging.pageSize)
        .offset(pageOffset(paging)),
    ]);
    return {
      totalCount: Number(total?.value ?? 0),
      items: rows.map((row) => ({
        ...row,
        action: row.action as AuditAction,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  return { listHistory };
}

export type AuditService = ReturnType<typeof createAuditService>;
