import type { TFunction } from 'i18next';
import { deleteWithBooks, type CatalogueRecord } from '#core/schemas/catalogue-admin';

/**
 * What the delete dialog says (spec §9: it says what deleting affects): why it is refused while a
 * kind that keeps its links still has books or an account manages an author page (decision 0023),
 * otherwise each thing that goes or moves with the record.
 */
export function deleteImpact(record: CatalogueRecord, t: TFunction<'admin-catalogue'>) {
  const { usage } = record;
  const rule = deleteWithBooks[record.kind];
  if (usage.accounts > 0) return { refusal: t('delete.refusedAccount'), lines: [] };
  if (rule === 'refuse' && usage.books > 0)
    return { refusal: t('delete.refusedBooks', { count: usage.books }), lines: [] };
  const lines = [usage.books > 0 ? t('delete.unlink', { count: usage.books }) : t('delete.plain')];
  if (usage.children > 0) lines.push(t('delete.children', { count: usage.children }));
  if (usage.comments > 0) lines.push(t('delete.comments', { count: usage.comments }));
  return { refusal: null, lines };
}
