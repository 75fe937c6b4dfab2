import { UserRole } from '#core/enums';
import { allowed, signedIn, signInFirst, type Actor, type Decision } from '../../lib/actor';

/** The `me` calls: a signed-in account reads and changes its own settings. */
export const mayUseOwnAccount = (actor: Actor): Decision => signedIn(actor);

/** An Author account keeps its personal data (spec §6); it edits its author page instead. */
export function mayChangePersonalData(actor: Actor, account: { role: number }): Decision {
  if (actor.role === 'anonymous') return signInFirst;
  return account.role === UserRole.Author ? { status: 403, messageKey: 'auth.errors.personalDataLocked' } : allowed;
}
