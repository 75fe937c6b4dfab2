import { sql } from 'drizzle-orm';
import type { EntityFilter, EntityOption, EntityOptionsQuery } from '#core/schemas/entities';
import type { PersonDetails, PersonItem, PersonList } from '#core/schemas/people';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { fileLink, linkedBooks, parseJson } from '../search/search-sql';
import { findEntityDetails } from './entity-details';
import { listEntityOptions, listEntityPage, toInt } from './entity-queries';
import { entityKinds, nameOf } from './entity-sql';

type Row = Record<string, unknown>;

/** Translators and illustrators: the same calls and shapes over their own tables. */
export function createPersonService(db: Db, kindName: 'translator' | 'illustrator') {
  const kind = entityKinds[kindName];
  const link = kind.link;

  return {
    listPeople(filter: EntityFilter, language: Language): Promise<PersonList> {
      return listEntityPage(
        db,
        kind,
        filter,
        language,
        sql`e.url_name, ${nameOf(kind, language)} as name, e.books_count, ${linkedBooks(link.table, link.column, language)} as books`,
        (row: Row): PersonItem => ({
          urlName: String(row.url_name),
          name: String(row.name),
          booksCount: toInt(row.books_count),
          books: parseJson(row.books),
        }),
      );
    },

    getPerson(id: string, language: Language): Promise<PersonDetails> {
      return findEntityDetails(db, kind, id, language, 'name', sql`e.image_link`, (row: Row) => ({
        imageLink: fileLink(row.image_link as string | null),
      }));
    },

    listPersonOptions(query: EntityOptionsQuery, language: Language): Promise<EntityOption[]> {
      return listEntityOptions(db, kind, language, query);
    },
  };
}

export type PersonService = ReturnType<typeof createPersonService>;
