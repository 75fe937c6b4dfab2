import { z } from 'zod';
import {
  bookAdminCreate,
  bookAdminUpdate,
  type BookAdminCreateParsed,
  type BookAdminRecord,
  type BookAdminUpdateParsed,
  type BookLinkKind,
} from '#core/schemas/books-admin';

/*
 * The book form keeps what its inputs hold (strings for selects, '' for an empty number); the
 * API's zod schema checks what would be sent, so the form's messages are the server's.
 */

/** A record linked to the book, as the links editor shows it. */
export interface LinkedRecord {
  id: number;
  name: string;
  active: boolean;
  /** In a series only. */
  position?: number | null;
}

export type BookLinks = Record<BookLinkKind, LinkedRecord[]>;

export const linkKinds: readonly BookLinkKind[] = [
  'author',
  'translator',
  'illustrator',
  'compilation',
  'tag',
  'series',
];

export const emptyLinks = (): BookLinks => ({
  author: [],
  translator: [],
  illustrator: [],
  compilation: [],
  tag: [],
  series: [],
});

/** A number input's value: a number, or '' when empty. */
type NumberValue = number | string;

export interface BookFormValues {
  titleEn: string;
  titleUk: string;
  subtitleEn: string;
  subtitleUk: string;
  descriptionEn: string;
  descriptionUk: string;
  originalTitle: string;
  kind: string;
  format: string | null;
  isbn: string;
  isbn10: string;
  publisherId: number | null;
  year: NumberValue;
  firstYear: NumberValue;
  pages: NumberValue;
  ageRestriction: NumberValue;
  stateStatus: string | null;
  urlName: string;
  active: boolean;
  genreIds: number[];
  languages: string[];
}

const text = (value: string | null | undefined) => value ?? '';
const numberValue = (value: number | null) => (value === null ? '' : value);

/** The form's values of a stored book, or of a new one. */
export function bookFormValues(book?: BookAdminRecord): BookFormValues {
  return {
    titleEn: text(book?.titleEn),
    titleUk: text(book?.titleUk),
    subtitleEn: text(book?.subtitleEn),
    subtitleUk: text(book?.subtitleUk),
    descriptionEn: text(book?.descriptionEn),
    descriptionUk: text(book?.descriptionUk),
    originalTitle: text(book?.originalTitle),
    kind: String(book?.kind ?? 1),
    format: book?.format ? String(book.format) : null,
    isbn: text(book?.isbn),
    isbn10: text(book?.isbn10),
    publisherId: book?.publisher?.id ?? null,
    year: numberValue(book?.year ?? null),
    firstYear: numberValue(book?.firstYear ?? null),
    pages: numberValue(book?.pages ?? null),
    ageRestriction: numberValue(book?.ageRestriction ?? null),
    stateStatus: book?.stateStatus ? String(book.stateStatus) : null,
    urlName: text(book?.urlName),
    active: book?.active ?? true,
    genreIds: book?.genres.map((genre) => genre.id) ?? [],
    languages: book?.languages.map(String) ?? [],
  };
}

/** A number input's value as the API takes it: '' is none; text that is not a number stays text, for the schema to refuse. */
const toNumber = (value: NumberValue): number | string | null => {
  if (value === '' || value === null) return null;
  if (typeof value === 'number') return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
};

const optionalNumber = (value: string | null) => (value ? Number(value) : null);

/** The fields of `PUT update` and `POST add` from the form. */
function bookFields(values: BookFormValues) {
  return {
    titleEn: values.titleEn,
    titleUk: values.titleUk,
    subtitleEn: values.subtitleEn,
    subtitleUk: values.subtitleUk,
    descriptionEn: values.descriptionEn,
    descriptionUk: values.descriptionUk,
    originalTitle: values.originalTitle,
    kind: Number(values.kind),
    format: optionalNumber(values.format),
    isbn: values.isbn,
    isbn10: values.isbn10,
    publisherId: values.publisherId,
    year: toNumber(values.year),
    firstYear: toNumber(values.firstYear),
    pages: toNumber(values.pages),
    ageRestriction: toNumber(values.ageRestriction),
    stateStatus: optionalNumber(values.stateStatus),
    urlName: values.urlName.trim(),
    active: values.active,
    genreIds: values.genreIds,
    languages: values.languages.map(Number),
  };
}

/** What `POST add` is sent, checked by its schema: the form and the links chosen before the book exists. */
export function createBody(values: BookFormValues, links: BookLinks = emptyLinks()): BookAdminCreateParsed {
  const ids = (kind: BookLinkKind) => links[kind].map((record) => record.id);
  return bookAdminCreate.parse({
    ...bookFields(values),
    authorIds: ids('author'),
    translatorIds: ids('translator'),
    illustratorIds: ids('illustrator'),
    tagIds: ids('tag'),
    compilationIds: ids('compilation'),
    series: links.series.map((record) => ({
      seriesId: record.id,
      ...(typeof record.position === 'number' ? { position: record.position } : {}),
    })),
  });
}

/** What `PUT update` is sent, checked by its schema. */
export const updateBody = (id: number, values: BookFormValues): BookAdminUpdateParsed =>
  bookAdminUpdate.parse({ id, ...bookFields(values) });

/** The schemas the form validates with: the calls' own, over what the form would send. */
export const createFormSchema = z.preprocess((values) => bookFields(values as BookFormValues), bookAdminCreate);
export const updateFormSchema = z.preprocess(
  (values) => ({ id: 1, ...bookFields(values as BookFormValues) }),
  bookAdminUpdate,
);

/** The links of a stored book, by kind. */
export function linksOf(book: BookAdminRecord): BookLinks {
  const records = (list: { id: number; name: string; active: boolean }[]) =>
    list.map(({ id, name, active }) => ({ id, name, active }));
  return {
    author: records(book.authors),
    translator: records(book.translators),
    illustrator: records(book.illustrators),
    compilation: records(book.compilations),
    tag: records(book.tags),
    series: book.series.map(({ id, name, active, position }) => ({ id, name, active, position })),
  };
}
