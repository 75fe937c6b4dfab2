import { z } from 'zod';
import { zRowIdParam } from '../validation/zod';
import { listResponse, pageRequest } from './paging';

/** What the administration changes, as the audit trail names it. */
export const auditEntityKinds = [
  'book',
  'author',
  'genre',
  'tag',
  'publisher',
  'compilation',
  'translator',
  'illustrator',
  'series',
  'category',
  'content-page',
  'user',
  'recension',
  'quote',
  'contact-message',
] as const;
export type AuditEntityKind = (typeof auditEntityKinds)[number];

/** What was done: the verbs of the admin calls. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'activate',
  'deactivate',
  'link',
  'unlink',
  'approve',
  'reject',
  'publish',
  'block',
  'unblock',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditHistoryParams = z.object({
  kind: z.enum(auditEntityKinds, { error: 'validation.invalid' }),
  id: zRowIdParam,
});
export const auditHistoryQuery = pageRequest;

/** A field's value before and after a change (JSON values as stored). */
const auditValue = z.unknown();

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.enum(auditActions),
  /** When it was done, ISO date-time. */
  createdAt: z.string(),
  actorId: z.number().int().nullable(),
  actorUserName: z.string().nullable(),
  /** Only the fields that changed: `{ field: { before, after } }`. */
  changes: z.record(z.string(), z.object({ before: auditValue, after: auditValue })),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditHistory = listResponse(auditEntry);
export type AuditHistory = z.infer<typeof auditHistory>;
