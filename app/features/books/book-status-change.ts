import type { BookStatus } from '#core/enums';

/**
 * What choosing in the status modal does (spec §4): the current status again only closes, a new one
 * is saved, remove takes the book off only when it is on a shelf (otherwise it only closes).
 */
export type StatusChange = { kind: 'close' } | { kind: 'save'; status: BookStatus } | { kind: 'remove' };

export function decideStatusChange(current: BookStatus | null, chosen: BookStatus | null): StatusChange {
  if (chosen === null) return current === null ? { kind: 'close' } : { kind: 'remove' };
  return chosen === current ? { kind: 'close' } : { kind: 'save', status: chosen };
}
