import type { AuditAction, AuditEntityKind } from '#core/schemas/audit';
import type { Db, Tx } from '../../db/client';
import { auditEntries } from '../../db/schema';
import { userIdOf, type Actor } from '../../lib/actor';

type Fields = Record<string, unknown>;
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/** A value as JSON keeps it: dates as ISO strings, undefined as null. */
function stored(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

/**
 * The fields whose value differs between two states of a record. A created record is compared
 * with `null` before it, a deleted one with `null` after it, so every field it had is listed.
 */
export function changesBetween(before: Fields | null, after: Fields | null): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const was = stored(before?.[field]);
    const is = stored(after?.[field]);
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[field] = { before: was, after: is };
  }
  return changes;
}

export interface AuditInput {
  kind: AuditEntityKind;
  id: number;
  action: AuditAction;
  before?: Fields | null;
  after?: Fields | null;
}

/**
 * Records administrative writes inside the caller's transaction, so an entry exists exactly when
 * its change does. An update that changed nothing leaves no entry.
 */
export async function recordAudit(tx: Tx | Db, actor: Actor, inputs: AuditInput | AuditInput[]): Promise<void> {
  const actorId = userIdOf(actor);
  const rows = (Array.isArray(inputs) ? inputs : [inputs])
    .map((input) => ({
      actorId,
      entityKind: input.kind,
      entityId: input.id,
      action: input.action,
      changes: changesBetween(input.before ?? null, input.after ?? null),
    }))
    .filter((row) => row.action !== 'update' || Object.keys(row.changes).length > 0);
  if (rows.length) await tx.insert(auditEntries).values(rows);
}
