import { sql } from 'drizzle-orm';
import { SortType } from '#core/enums';
import type { EntityFilter, EntityOption } from '#core/schemas/entities';
import type {
  GenreChild,
  GenreDetails,
  GenreItem,
  GenreList,
  GenreOwnerOption,
  GenrePreference,
  GenreTreeNode,
} from '#core/schemas/genres';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { authorize, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import {
  findEntity,
  listEntityOptions,
  listEntityPage,
  listEntityRows,
  toInt,
} from '../catalogue-entities/entity-queries';
import { entityKinds, nameOf, sortableName } from '../catalogue-entities/entity-sql';
import { fileLink, linkedBooks, localized, parseJson } from '../search/search-sql';
import { mayPickOwnBookGenres } from './genres.policy';

const kind = entityKinds.genre;
type Row = Record<string, unknown>;
type GenreRow = GenreChild & { id: number; parentId: number | null };

const itemColumns = (language: Language) =>
  sql`e.url_name, ${nameOf(kind, language)} as name, e.image_link, e.books_count,
      ${linkedBooks('book_genres', 'genre_id', language)} as books`;

const toItem = (row: Row): GenreItem => ({
  urlName: String(row.url_name),
  name: String(row.name),
  imageLink: fileLink(row.image_link as string | null),
  bookCount: toInt(row.books_count),
  books: parseJson(row.books),
});

const rowColumns = (language: Language) =>
  sql`e.id, e.parent_id, e.url_name, ${nameOf(kind, language)} as name, e.image_link, e.books_count`;

const toGenreRow = (row: Row): GenreRow => ({
  id: toInt(row.id),
  parentId: row.parent_id == null ? null : toInt(row.parent_id),
  urlName: String(row.url_name),
  name: String(row.name),
  imageLink: fileLink(row.image_link as string | null),
  bookCount: toInt(row.books_count),
});

const toChild = ({ urlName, name, imageLink, bookCount }: GenreRow): GenreChild => ({
  urlName,
  name,
  imageLink,
  bookCount,
});

export function createGenresService(db: Db) {
  const byName = (language: Language) => sql`${sortableName(nameOf(kind, language))}, e.id`;

  return {
    listGenres(filter: EntityFilter, language: Language): Promise<GenreList> {
      return listEntityPage(db, kind, filter, language, itemColumns(language), toItem);
    },

    /** The genres with the most books. */
    async listTopGenres(count: number, language: Language): Promise<GenreItem[]> {
      const filter = { search: '', page: 1, pageSize: count, sortType: SortType.NumberOfBooks };
      return (await listEntityPage(db, kind, filter, language, itemColumns(language), toItem)).items;
    },

    async getGenre(id: string, language: Language): Promise<GenreDetails> {
      const genre = await findEntity(
        db,
        kind,
        id,
        sql`${rowColumns(language)}, ${localized('e', 'description', language)} as description,
            (select json_build_object('urlName', p.url_name, 'name', ${localized('p', 'name', language)})
             from genres p where p.id = e.parent_id and p.active) as parent`,
        (row) => ({
          ...toGenreRow(row),
          description: String(row.description),
          parent: row.parent ? parseJson<GenreDetails['parent']>(row.parent) : null,
        }),
      );
      const children = await listEntityRows(db, kind, rowColumns(language), toGenreRow, {
        where: sql`e.parent_id = ${genre.id}`,
        order: sql`e.books_count desc, ${byName(language)}`,
      });
      const { parentId: _parentId, ...details } = genre;
      return { ...details, children: children.map(toChild) };
    },

    /**
     * Top-level active genres with their active sub-genres at any depth (the administration nests
     * them freely); a genre under a hidden one stays hidden.
     */
    async listGenreTree(language: Language): Promise<GenreTreeNode[]> {
      const rows = await listEntityRows(db, kind, rowColumns(language), toGenreRow, { order: byName(language) });
      const byId = new Map(rows.map((row) => [row.id, row]));
      const roots = new Map<number, GenreTreeNode>();
      for (const row of rows) if (row.parentId === null) roots.set(row.id, { ...toChild(row), children: [] });
      const rootOf = (row: GenreRow): number | null => {
        let current: GenreRow | undefined = row;
        for (let depth = 0; current && current.parentId !== null && depth < rows.length; depth++)
          current = byId.get(current.parentId);
        return current && current.parentId === null ? current.id : null;
      };
      for (const row of rows) {
        if (row.parentId === null) continue;
        const root = rootOf(row);
        if (root !== null) roots.get(root)?.children.push(toChild(row));
      }
      return [...roots.values()];
    },

    listGenreOptions(language: Language): Promise<EntityOption[]> {
      return listEntityOptions(db, kind, language);
    },

    listParentGenreOptions(language: Language): Promise<EntityOption[]> {
      return listEntityRows(
        db,
        kind,
        sql`e.id as value, ${nameOf(kind, language)} as text`,
        (row) => ({ value: toInt(row.value), text: String(row.text) }),
        { where: sql`e.parent_id is null`, order: byName(language) },
      );
    },

    /** Every active genre for the preference flow, the most-booked first. */
    async listPreferenceGenres(language: Language): Promise<GenrePreference[]> {
      const rows = await listEntityRows(db, kind, rowColumns(language), toGenreRow, {
        order: sql`e.books_count desc, ${byName(language)}`,
      });
      return rows.map((row) => ({ id: row.id, parentId: row.parentId, ...toChild(row) }));
    },

    /** The genre choices of an author's book form, marking the genres the author's own book has. */
    async listOwnerGenreOptions(
      actor: Actor,
      bookId: number | undefined,
      language: Language,
    ): Promise<GenreOwnerOption[]> {
      authorize(mayPickOwnBookGenres(actor));
      let selected = new Set<number>();
      if (bookId !== undefined) {
        const { rows } = await db.execute(
          sql`select b.owner_user_id, array_remove(array_agg(g.genre_id), null) as genre_ids
              from books b left join book_genres g on g.book_id = b.id where b.id = ${bookId} group by b.id`,
        );
        if (!rows[0]) throw notFound();
        const ownerUserId = rows[0].owner_user_id == null ? null : toInt(rows[0].owner_user_id);
        authorize(mayPickOwnBookGenres(actor, { ownerUserId }));
        selected = new Set((rows[0].genre_ids as number[]).map(Number));
      }
      const options = await listEntityOptions(db, kind, language);
      return options.map((option) => ({ ...option, selected: selected.has(option.value) }));
    },
  };
}

export type GenresService = ReturnType<typeof createGenresService>;
