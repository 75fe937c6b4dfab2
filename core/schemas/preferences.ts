import { z } from 'zod';
import { BookLanguage, enumValues, PreferenceStatus } from '../enums';
import { ValidationMessage as M } from '../validation/messages';
import { zIdOrSlug, zRating, zRowId } from '../validation/zod';
import { bookAuthorRef } from './books';

/** How many choices one part of the preference flow keeps at most. */
export const PREFERENCE_CHOICES_MAX = 100;

/** A missing list is required; a list of something else is invalid. */
const listError = (issue: { input?: unknown }) => (issue.input === undefined ? M.Required : M.Invalid);

const choices = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: listError }).max(PREFERENCE_CHOICES_MAX, { error: M.Invalid });

const bookLanguage = z.union(
  enumValues(BookLanguage).map((value) => z.literal(value)) as [z.ZodLiteral<1>, z.ZodLiteral<3>, z.ZodLiteral<4>],
  { error: M.Language },
);

/** `PUT me/genres`: the whole set of favourite genres (an empty list clears them). */
export const genresBody = z.object({ genres: choices(zRowId) });
export type GenresBody = z.infer<typeof genresBody>;

/** `PUT me/languages`: the languages the reader reads books in (English=1, Ukrainian=3, Polish=4). */
export const languagesBody = z.object({
  languages: z.array(bookLanguage, { error: listError }).max(enumValues(BookLanguage).length, { error: M.Invalid }),
});
export type LanguagesBody = z.infer<typeof languagesBody>;

export const authorsBody = z.object({ authors: choices(zRowId) });
export type AuthorsBody = z.infer<typeof authorsBody>;

/** A rated book: its id or urlName, and 1–5 (spec §5: the rating also marks the book read). */
export const ratedBook = z.object({ book: z.union([zRowId, zIdOrSlug]), rating: zRating });
export type RatedBook = z.infer<typeof ratedBook>;

/** `PUT me/books`: the whole set of rated books; each one goes on the Finished shelf. */
export const booksBody = z.object({ books: choices(ratedBook) });
export type BooksBody = z.infer<typeof booksBody>;

export const preferenceStatus = z.union(
  enumValues(PreferenceStatus).map((value) => z.literal(value)) as [
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
  ],
);

export const preferredGenre = z.object({ id: z.number().int(), urlName: z.string(), name: z.string() });
export const preferredAuthor = z.object({
  id: z.number().int(),
  urlName: z.string(),
  name: z.string(),
  imageLink: z.string().nullable(),
});
export const preferredBook = z.object({
  id: z.number().int(),
  urlName: z.string(),
  title: z.string(),
  imageLink: z.string().nullable(),
  authors: z.array(bookAuthorRef),
  rating: z.number().int(),
});
export type PreferredBook = z.infer<typeof preferredBook>;

/** `GET me/preferences` and the answer of every preference change. */
export const preferences = z.object({
  /** PreferenceStatus: Empty=0, PartiallyFulfilled=1, Fulfilled=2, Ignored=3. */
  status: preferenceStatus,
  genres: z.array(preferredGenre),
  languages: z.array(z.number().int()),
  authors: z.array(preferredAuthor),
  books: z.array(preferredBook),
});
export type Preferences = z.infer<typeof preferences>;

/** `GET me/filter/preferences`: the same choices as ids, to mark pickers and build filters. */
export const filterPreferences = z.object({
  status: preferenceStatus,
  genres: z.array(z.number().int()),
  languages: z.array(z.number().int()),
  authors: z.array(z.number().int()),
  books: z.array(z.object({ id: z.number().int(), rating: z.number().int() })),
});
export type FilterPreferences = z.infer<typeof filterPreferences>;
