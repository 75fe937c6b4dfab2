import { sql } from 'drizzle-orm';
import type { EntityFilter, EntityOption, EntityOptionsQuery } from '#core/schemas/entities';
import type { PublisherDetails, PublisherList } from '#core/schemas/publishers';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { findEntityDetails } from '../catalogue-entities/entity-details';
import { listEntityOptions, listEntityPage, toInt } from '../catalogue-entities/entity-queries';
import { entityKinds, nameOf } from '../catalogue-entities/entity-sql';
import { fileLink } from '../search/search-sql';

const kind = entityKinds.publisher;
type Row = Record<string, unknown>;

export function createPublishersService(db: Db) {
  return {
    listPublishers(filter: EntityFilter, language: Language): Promise<PublisherList> {
      return listEntityPage(
        db,
        kind,
        filter,
        language,
        sql`e.url_name, ${nameOf(kind, language)} as title, e.icon_link, e.books_count`,
        (row: Row) => ({
          urlName: String(row.url_name),
          title: String(row.title),
          iconLink: fileLink(row.icon_link as string | null),
          booksCount: toInt(row.books_count),
        }),
      );
    },

    getPublisher(id: string, language: Language): Promise<PublisherDetails> {
      return findEntityDetails(db, kind, id, language, 'title', sql`e.icon_link`, (row: Row) => ({
        iconLink: fileLink(row.icon_link as string | null),
      }));
    },

    listPublisherOptions(query: EntityOptionsQuery, language: Language): Promise<EntityOption[]> {
      return listEntityOptions(db, kind, language, query);
    },
  };
}

export type PublishersService = ReturnType<typeof createPublishersService>;
