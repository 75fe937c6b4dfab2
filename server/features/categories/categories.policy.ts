import { administrator, allowed, type Actor, type Decision } from '../../lib/actor';

/** Listing, reading and editing categories: administrators only. */
export const mayManageCategories = (actor: Actor): Decision => administrator(actor);

/** The category a change is about, and how many other categories share its type and language. */
export interface CategorySlot {
  active: boolean;
  /** Categories of the same kind, type and language besides this one. */
  others: number;
}

const keepOneActive = { status: 409, messageKey: 'errors.categories.keepOneActive' } as const;
const deleteActive = { status: 409, messageKey: 'errors.categories.deleteActive' } as const;
const moveActive = { status: 409, messageKey: 'errors.categories.moveActive' } as const;

/*
 * Spec §5: every type and language that has categories has exactly one active category. The
 * active one is replaced by activating another (which deactivates it in the same transaction),
 * never switched off on its own.
 */

/** Switching a category off: only an inactive one may "switch off" (nothing changes). */
export function mayDeactivateCategory(actor: Actor, slot: CategorySlot): Decision {
  const decision = administrator(actor);
  if (decision !== allowed) return decision;
  return slot.active ? keepOneActive : allowed;
}

/** Deleting the active category would leave the others of its type and language without one. */
export function mayDeleteCategory(actor: Actor, slot: CategorySlot): Decision {
  const decision = administrator(actor);
  if (decision !== allowed) return decision;
  return slot.active && slot.others > 0 ? deleteActive : allowed;
}

/** Moving the active category to another type or language would leave the ones it leaves without one. */
export function mayMoveCategory(actor: Actor, slot: CategorySlot): Decision {
  const decision = administrator(actor);
  if (decision !== allowed) return decision;
  return slot.active && slot.others > 0 ? moveActive : allowed;
}
