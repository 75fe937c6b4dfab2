import type { CatalogueUsage } from '#core/schemas/catalogue-admin';
import { administrator, allowed, type Actor, type Decision, type Refusal } from '../../lib/actor';
import type { CatalogueAdminKind } from './admin-kinds';

/** Reading, creating, editing, activating and linking catalogue records: administrators only. */
export const mayAdministerCatalogue = (actor: Actor): Decision => administrator(actor);

const stillHasBooks: Refusal = { status: 409, messageKey: 'errors.catalogue.linkedBooks' };
const managedByAccount: Refusal = { status: 409, messageKey: 'errors.catalogue.authorAccount' };

/**
 * Deleting a record (decision 0023): an administrator may, unless books still name it and its kind
 * keeps them (authors, genres, publishers, translators, illustrators, series: deactivating hides it
 * instead), or an Author account manages the page. Tags and compilations take their links with them.
 */
export function mayDeleteCatalogueRecord(
  actor: Actor,
  kind: Pick<CatalogueAdminKind, 'deleteWithBooks'>,
  usage: CatalogueUsage,
): Decision {
  const decision = administrator(actor);
  if (decision !== allowed) return decision;
  if (usage.accounts > 0) return managedByAccount;
  if (kind.deleteWithBooks === 'refuse' && usage.books > 0) return stillHasBooks;
  return allowed;
}
