import { CommentTarget } from '#core/enums';
import { deleteWithBooks, type CatalogueKind } from '#core/schemas/catalogue-admin';
import type { AuditEntityKind } from '#core/schemas/audit';
import { entityKinds, type EntityKind } from '../catalogue-entities/entity-sql';

/** An editable field: its name in the calls and its column (a fixed identifier, never input). */
export interface AdminField {
  key: string;
  column: string;
}

/** A kind's picture: the column holding its path, the folder under the file store and the size shown. */
export interface AdminImage {
  column: 'image_link' | 'icon_link';
  folder: string;
  width: number;
  height: number;
}

/**
 * What the administration needs to know about a catalogue kind: where it lives (the catalogue's
 * own EntityKind), its fields, its picture, and what deleting a record still linked to books does
 * (docs/decisions/0023-admin-catalogue.md).
 */
export interface CatalogueAdminKind {
  name: CatalogueKind;
  entity: EntityKind;
  audit: AuditEntityKind;
  fields: AdminField[];
  image: AdminImage | null;
  /** `refuse`: 409 while any book links it; `unlink`: the links go with the record. */
  deleteWithBooks: (typeof deleteWithBooks)[CatalogueKind];
  /** The comment target kind of records that carry comments (deleted with them by trigger). */
  commentTarget: number | null;
}

const field = (key: string, column: string): AdminField => ({ key, column });
const bilingual = (stem: string) => [field(`${stem}En`, `${stem}_en`), field(`${stem}Uk`, `${stem}_uk`)];
const descriptions = bilingual('description');
const portrait = (folder: string): AdminImage => ({ column: 'image_link', folder, width: 200, height: 200 });
const banner = (folder: string): AdminImage => ({ column: 'image_link', folder, width: 300, height: 200 });

export const catalogueAdminKinds: Record<CatalogueKind, CatalogueAdminKind> = {
  author: {
    name: 'author',
    entity: entityKinds.author,
    audit: 'author',
    deleteWithBooks: deleteWithBooks.author,
    fields: [...bilingual('name'), ...descriptions, field('birthYear', 'birth_year'), field('deathYear', 'death_year')],
    image: portrait('authors'),
    commentTarget: CommentTarget.Author,
  },
  genre: {
    name: 'genre',
    entity: entityKinds.genre,
    audit: 'genre',
    deleteWithBooks: deleteWithBooks.genre,
    fields: [...bilingual('name'), ...descriptions, field('parentId', 'parent_id')],
    image: banner('genres'),
    commentTarget: null,
  },
  tag: {
    name: 'tag',
    entity: entityKinds.tag,
    audit: 'tag',
    deleteWithBooks: deleteWithBooks.tag,
    fields: bilingual('tag'),
    image: null,
    commentTarget: null,
  },
  publisher: {
    name: 'publisher',
    entity: entityKinds.publisher,
    audit: 'publisher',
    deleteWithBooks: deleteWithBooks.publisher,
    fields: [...bilingual('title'), ...descriptions],
    image: { ...portrait('publishers'), column: 'icon_link' },
    commentTarget: null,
  },
  compilation: {
    name: 'compilation',
    entity: entityKinds.compilation,
    audit: 'compilation',
    deleteWithBooks: deleteWithBooks.compilation,
    fields: [...bilingual('title'), ...descriptions],
    image: banner('compilations'),
    commentTarget: CommentTarget.Compilation,
  },
  translator: {
    name: 'translator',
    entity: entityKinds.translator,
    audit: 'translator',
    deleteWithBooks: deleteWithBooks.translator,
    fields: [...bilingual('name'), ...descriptions],
    image: portrait('translators'),
    commentTarget: null,
  },
  illustrator: {
    name: 'illustrator',
    entity: entityKinds.illustrator,
    audit: 'illustrator',
    deleteWithBooks: deleteWithBooks.illustrator,
    fields: [...bilingual('name'), ...descriptions],
    image: portrait('illustrators'),
    commentTarget: null,
  },
  series: {
    name: 'series',
    entity: entityKinds.series,
    audit: 'series',
    deleteWithBooks: deleteWithBooks.series,
    fields: [...bilingual('title'), ...descriptions, field('originalBooksCount', 'original_books_count')],
    image: null,
    commentTarget: null,
  },
};

/** The name fields of a kind, English first: what its search key and list names are made of. */
export const nameFieldsOf = (kind: CatalogueAdminKind): [AdminField, AdminField] => [kind.fields[0], kind.fields[1]];
