import { sql } from 'drizzle-orm';
import { BookRequestStatus, SortType, UserRole } from '#core/enums';
import type {
  AuthorCustom,
  AuthorDetails,
  AuthorItem,
  AuthorList,
  AuthorPreferenceList,
  RegistrationOption,
} from '#core/schemas/authors';
import type { EntityFilter, EntityOption, EntityOptionsQuery } from '#core/schemas/entities';
import { toSearchKey } from '#core/search/search-key';
import type { Db } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import {
  findEntity,
  listEntityOptions,
  listEntityPage,
  listEntityRows,
  toInt,
  toNullableInt,
} from '../catalogue-entities/entity-queries';
import { entityKinds, nameOf, searchMatch } from '../catalogue-entities/entity-sql';
import { fileLink, linkedBooks, localized, parseJson } from '../search/search-sql';
import { mayEditOwnAuthorPage } from './authors.policy';

const kind = entityKinds.author;
type Row = Record<string, unknown>;

const REGISTRATION_OPTIONS_LIMIT = 20;

const toItem = (row: Row): AuthorItem => ({
  urlName: String(row.url_name),
  name: String(row.name),
  imageLink: fileLink(row.image_link as string | null),
  booksCount: toInt(row.books_count),
  books: parseJson(row.books),
});

const detailColumns = (language: Language) =>
  sql`e.id, e.url_name, ${nameOf(kind, language)} as name, ${localized('e', 'description', language)} as description,
      e.image_link, e.birth_year, e.death_year, e.books_count,
      coalesce((
        select json_agg(json_build_object('urlName', s.url_name, 'name', ${localized('s', 'name', language)},
                                          'imageLink', s.image_link, 'booksCount', s.books_count)
                        order by s.books_count desc, s.id)
        from similar_authors sa join authors s on s.id = sa.similar_author_id
        where sa.author_id = e.id and s.active
      ), '[]'::json) as similar,
      (select u.user_name from users u where u.author_id = e.id and u.role = ${UserRole.Author} limit 1) as user_name`;

const toDetails = (row: Row): AuthorDetails => ({
  id: toInt(row.id),
  urlName: String(row.url_name),
  name: String(row.name),
  description: String(row.description),
  imageLink: fileLink(row.image_link as string | null),
  birthYear: toNullableInt(row.birth_year),
  deathYear: toNullableInt(row.death_year),
  booksCount: toInt(row.books_count),
  similar: parseJson<AuthorDetails['similar']>(row.similar).map((author) => ({
    ...author,
    imageLink: fileLink(author.imageLink),
  })),
  userName: (row.user_name as string | null) ?? null,
});

const customColumns = sql`e.id, e.url_name, e.name_en, e.name_uk, e.description_en, e.description_uk, e.image_link,
  e.birth_year, e.death_year`;

const toCustom = (row: Row): AuthorCustom => ({
  id: toInt(row.id),
  urlName: String(row.url_name),
  nameEn: String(row.name_en),
  nameUk: String(row.name_uk),
  descriptionEn: String(row.description_en),
  descriptionUk: String(row.description_uk),
  imageLink: fileLink(row.image_link as string | null),
  birthYear: toNullableInt(row.birth_year),
  deathYear: toNullableInt(row.death_year),
});

/**
 * An author is taken for registration when an Author account is linked to it (verified), an
 * administrator has yet to decide a claim on it, or an account awaits its verification link.
 */
const isClaimed = sql`(
  exists (select 1 from users u where u.author_id = e.id)
  or exists (select 1 from author_claims c where c.author_id = e.id and c.status = ${BookRequestStatus.Pending})
  or exists (select 1 from user_tokens t where t.author_id = e.id and t.kind = 'author-verification'
             and t.used_at is null and t.expires_at > now())
)`;

export interface AuthorUpdate {
  nameEn: string;
  nameUk: string;
  descriptionEn: string;
  descriptionUk: string;
  birthYear: number | null;
  deathYear: number | null;
}

export function createAuthorsService(db: Db) {
  /** The author page linked to the signed-in Author account. */
  async function ownAuthorId(actor: Actor): Promise<number> {
    authorize(mayEditOwnAuthorPage(actor));
    const { rows } = await db.execute(sql`select author_id from users where id = ${memberOf(actor).userId}`);
    const authorId = rows[0]?.author_id;
    if (authorId == null) throw notFound();
    return toInt(authorId);
  }

  return {
    listAuthors(filter: EntityFilter, language: Language): Promise<AuthorList> {
      const columns = sql`e.url_name, ${nameOf(kind, language)} as name, e.image_link, e.books_count,
        ${linkedBooks('book_authors', 'author_id', language)} as books`;
      return listEntityPage(db, kind, filter, language, columns, toItem);
    },

    getAuthor(id: string, language: Language): Promise<AuthorDetails> {
      return findEntity(db, kind, id, detailColumns(language), toDetails);
    },

    listAuthorOptions(query: EntityOptionsQuery, language: Language): Promise<EntityOption[]> {
      return listEntityOptions(db, kind, language, query);
    },

    listRegistrationOptions(search: string, language: Language): Promise<RegistrationOption[]> {
      const name = nameOf(kind, language);
      return listEntityRows(
        db,
        kind,
        sql`e.id, ${name} as name, not ${isClaimed} as is_available`,
        (row) => ({ value: toInt(row.id), text: String(row.name), isAvailable: row.is_available === true }),
        {
          where: searchMatch(search),
          order: sql`e.books_count desc, e.id`,
          limit: REGISTRATION_OPTIONS_LIMIT,
        },
      );
    },

    /** Authors to pick from in the preference flow, the most-booked first. */
    listPreferenceAuthors(
      query: { search: string; page: number; pageSize: number },
      language: Language,
    ): Promise<AuthorPreferenceList> {
      const columns = sql`e.id, e.url_name, ${nameOf(kind, language)} as name, e.image_link, e.books_count`;
      return listEntityPage(db, kind, { ...query, sortType: SortType.NumberOfBooks }, language, columns, (row) => ({
        id: toInt(row.id),
        urlName: String(row.url_name),
        name: String(row.name),
        imageLink: fileLink(row.image_link as string | null),
        booksCount: toInt(row.books_count),
      }));
    },

    /** `custom`: the signed-in author's page in both languages, for the edit form. */
    async getOwnAuthor(actor: Actor): Promise<AuthorCustom> {
      return findEntity(db, kind, String(await ownAuthorId(actor)), customColumns, toCustom);
    },

    /** `custom/me`: the signed-in author's page as visitors see it. */
    async getOwnAuthorDetails(actor: Actor, language: Language): Promise<AuthorDetails> {
      return findEntity(db, kind, String(await ownAuthorId(actor)), detailColumns(language), toDetails);
    },

    /** The author information an Author account may edit; its link (urlName) changes only through support. */
    async updateOwnAuthor(actor: Actor, update: AuthorUpdate): Promise<AuthorCustom> {
      const authorId = await ownAuthorId(actor);
      const { rows } = await db.execute(
        sql`update authors e set name_en = ${update.nameEn}, name_uk = ${update.nameUk},
              description_en = ${update.descriptionEn}, description_uk = ${update.descriptionUk},
              birth_year = ${update.birthYear}, death_year = ${update.deathYear},
              search_key = ${toSearchKey(update.nameEn, update.nameUk)}, updated_at = now()
            where e.id = ${authorId} and e.active
            returning ${customColumns}`,
      );
      if (!rows[0]) throw notFound();
      return toCustom(rows[0]);
    },
  };
}

export type AuthorsService = ReturnType<typeof createAuthorsService>;
