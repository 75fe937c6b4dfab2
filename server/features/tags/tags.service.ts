import { sql } from 'drizzle-orm';
import type { TagSummary } from '#core/schemas/tags';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { findEntity, listEntityRows, toInt } from '../catalogue-entities/entity-queries';
import { entityKinds, nameOf, sortableName } from '../catalogue-entities/entity-sql';

const kind = entityKinds.tag;

const columns = (language: Language) => sql`e.id, e.url_name, ${nameOf(kind, language)} as tag, e.books_count`;

const toSummary = (row: Record<string, unknown>): TagSummary => ({
  id: toInt(row.id),
  urlName: String(row.url_name),
  tag: String(row.tag),
  booksCount: toInt(row.books_count),
});

export function createTagsService(db: Db) {
  return {
    /** Every active tag with its count, the most-booked first. */
    listTags(language: Language): Promise<TagSummary[]> {
      return listEntityRows(db, kind, columns(language), toSummary, {
        order: sql`e.books_count desc, ${sortableName(nameOf(kind, language))}, e.id`,
      });
    },

    getTag(id: string, language: Language): Promise<TagSummary> {
      return findEntity(db, kind, id, columns(language), toSummary);
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
