import type { Preferences } from '#core/schemas/preferences';
import { api } from '../../lib/api-client';
import type { ChosenAuthor } from './author-picker';
import type { Ratings } from './book-rater';

export const PREFERENCE_PARTS = ['genres', 'languages', 'authors', 'books'] as const;
export type PreferencePart = (typeof PREFERENCE_PARTS)[number];

/** What the pickers hold while the reader chooses. */
export interface Choices {
  genres: number[];
  languages: number[];
  authors: ChosenAuthor[];
  books: Ratings;
}

export function choicesOf(preferences: Preferences): Choices {
  return {
    genres: preferences.genres.map((genre) => genre.id),
    languages: preferences.languages,
    authors: preferences.authors.map(({ id, name, imageLink }) => ({ id, name, imageLink })),
    books: Object.fromEntries(
      preferences.books.map((book) => [
        book.urlName,
        {
          urlName: book.urlName,
          title: book.title,
          imageLink: book.imageLink,
          authors: book.authors.map((author) => author.fullName).join(', '),
          rating: book.rating,
        },
      ]),
    ),
  };
}

const bodies: { [Part in PreferencePart]: (choices: Choices) => object } = {
  genres: (choices) => ({ genres: choices.genres }),
  languages: (choices) => ({ languages: choices.languages }),
  authors: (choices) => ({ authors: choices.authors.map((author) => author.id) }),
  books: (choices) => ({
    books: Object.values(choices.books).map((book) => ({ book: book.urlName, rating: book.rating })),
  }),
};

/** Saves one part whole (`PUT me/genres|languages|authors|books`); answers the stored preferences. */
export const savePart = (part: PreferencePart, choices: Choices) =>
  api<Preferences>(`/api/user/me/${part}`, { method: 'PUT', body: bodies[part](choices) });

/** `DELETE me/preference`: every choice goes, the status becomes Ignored. */
export const declinePreferences = () => api<Preferences>('/api/user/me/preference', { method: 'DELETE' });

export const hasAnyChoice = (choices: Choices) =>
  choices.genres.length + choices.languages.length + choices.authors.length + Object.keys(choices.books).length > 0;
