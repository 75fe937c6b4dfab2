import { administrator, allowed, type Actor, type Decision } from '../../lib/actor';

/**
 * Anyone may write to the team, visitors too, but one address has one unanswered message at a time
 * (spec §8 "We already have a message from you").
 */
export function mayWriteToTeam(_actor: Actor, address: { hasUnansweredMessage: boolean }): Decision {
  return address.hasUnansweredMessage ? { status: 409, messageKey: 'errors.contact.pending' } : allowed;
}

/** The messages name their writers and addresses: the administration alone reads them. */
export const mayReadTeamMessages = (actor: Actor): Decision => administrator(actor);

/**
 * Marking a message answered frees its address to write again; a message already marked (by another
 * administrator, say) stays as it was, so its first answer date is kept.
 */
export function mayMarkAnswered(actor: Actor, message: { answered: boolean }): Decision {
  const decision = administrator(actor);
  if (decision !== allowed) return decision;
  return message.answered ? { status: 409, messageKey: 'errors.contact.answered' } : allowed;
}
