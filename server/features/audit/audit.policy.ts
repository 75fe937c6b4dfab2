import { administrator, type Actor, type Decision } from '../../lib/actor';

/** The audit trail is the administration's own record: administrators read it. */
export const mayReadAuditTrail = (actor: Actor): Decision => administrator(actor);
