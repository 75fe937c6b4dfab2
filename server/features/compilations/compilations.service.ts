import { sql } from 'drizzle-orm';
import type { CompilationDetails, CompilationList } from '#core/schemas/compilations';
import type { EntityFilter } from '#core/schemas/entities';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { findEntityDetails } from '../catalogue-entities/entity-details';
import { listEntityPage, toInt } from '../catalogue-entities/entity-queries';
import { entityKinds, nameOf } from '../catalogue-entities/entity-sql';
import { fileLink, linkedBooks, parseJson } from '../search/search-sql';

const kind = entityKinds.compilation;
type Row = Record<string, unknown>;

export function createCompilationsService(db: Db) {
  return {
    listCompilations(filter: EntityFilter, language: Language): Promise<CompilationList> {
      return listEntityPage(
        db,
        kind,
        filter,
        language,
        sql`e.url_name, ${nameOf(kind, language)} as title, e.image_link, e.books_count,
            ${linkedBooks('book_compilations', 'compilation_id', language)} as books`,
        (row: Row) => ({
          urlName: String(row.url_name),
          title: String(row.title),
          imageLink: fileLink(row.image_link as string | null),
          booksCount: toInt(row.books_count),
          books: parseJson(row.books),
        }),
      );
    },

    getCompilation(id: string, language: Language): Promise<CompilationDetails> {
      return findEntityDetails(db, kind, id, language, 'title', sql`e.image_link`, (row: Row) => ({
        imageLink: fileLink(row.image_link as string | null),
      }));
    },
  };
}

export type CompilationsService = ReturnType<typeof createCompilationsService>;
