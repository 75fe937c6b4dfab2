import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditActions, auditEntityKinds } from '../../../core/schemas/audit';
import { createdAt, id, textCheck } from './columns';
import { users } from './users';

/**
 * Every administrative write: who, when, what, and the fields it changed (before → after).
 * Rows are never updated; an entity's history outlives the entity (no foreign key to it), and an
 * entry keeps its place when the acting account is deleted.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    entityKind: text().notNull(),
    entityId: integer().notNull(),
    action: text().notNull(),
    /** `{ field: { before, after } }` of the fields that changed. */
    changes: jsonb().$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_entries_entity_idx').on(t.entityKind, t.entityId, t.createdAt.desc().nullsFirst()),
    index('audit_entries_actor_id_idx').on(t.actorId),
    textCheck('audit_entries_entity_kind_check', t.entityKind, auditEntityKinds),
    textCheck('audit_entries_action_check', t.action, auditActions),
  ],
);
