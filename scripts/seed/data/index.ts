import { authorSeeds, DEMO_AUTHOR_KEY } from './authors';
import { comicsSeeds } from './books-comics';
import { mangaSeeds } from './books-manga';
import { ukrainianBookSeeds } from './books-ukrainian';
import { worldBookSeeds } from './books-world';
import { commentSeeds } from './comments';
import { categorySeeds, compilationSeeds } from './compilations';
import { contentPageSeeds } from './content-pages';
import { illustratorSeeds, translatorSeeds } from './people';
import { quoteSeeds } from './quotes';
import { recensionSeeds } from './recensions';
import { genreSeeds, publisherSeeds, seriesSeeds, tagSeeds } from './taxonomy';
import type { BookSeed } from './types';
import { adminSeed, authorAccountSeed, DEMO_PASSWORDS, friendshipSeeds, pendingFriendRequestSeeds, readerSeeds } from './users';

export const bookSeeds: BookSeed[] = [...ukrainianBookSeeds, ...worldBookSeeds, ...mangaSeeds, ...comicsSeeds];

export const catalogue = {
  authors: authorSeeds,
  books: bookSeeds,
  genres: genreSeeds,
  tags: tagSeeds,
  publishers: publisherSeeds,
  series: seriesSeeds,
  translators: translatorSeeds,
  illustrators: illustratorSeeds,
  compilations: compilationSeeds,
  categories: categorySeeds,
  quotes: quoteSeeds,
  contentPages: contentPageSeeds,
};

export const community = {
  admin: adminSeed,
  authorAccount: authorAccountSeed,
  demoAuthorKey: DEMO_AUTHOR_KEY,
  readers: readerSeeds,
  passwords: DEMO_PASSWORDS,
  recensions: recensionSeeds,
  comments: commentSeeds,
  friendships: friendshipSeeds,
  pendingFriendRequests: pendingFriendRequestSeeds,
};

/** Shortest description the SEO cut (150 characters) must still shorten. */
export const MIN_DESCRIPTION_LENGTH = 160;
/** Spec §9: a review has at least 200 characters. */
export const MIN_RECENSION_LENGTH = 200;

/**
 * Every broken reference or rule in the data files, as readable messages (empty when the data
 * is consistent). The seeder refuses to run on a non-empty list.
 */
export function validateSeedData(): string[] {
  const problems: string[] = [];
  const keysOf = (rows: { key: string }[], what: string) => {
    const keys = new Set<string>();
    for (const row of rows) {
      if (keys.has(row.key)) problems.push(`duplicate ${what} key ${row.key}`);
      keys.add(row.key);
    }
    return keys;
  };
  const authors = keysOf(catalogue.authors, 'author');
  const books = keysOf(catalogue.books, 'book');
  const genres = keysOf(catalogue.genres, 'genre');
  const tags = keysOf(catalogue.tags, 'tag');
  const publishers = keysOf(catalogue.publishers, 'publisher');
  const series = keysOf(catalogue.series, 'series');
  const translators = keysOf(catalogue.translators, 'translator');
  const illustrators = keysOf(catalogue.illustrators, 'illustrator');
  const compilations = keysOf(catalogue.compilations, 'compilation');
  const readers = keysOf(community.readers, 'reader');
  const check = (set: Set<string>, key: string, where: string) => {
    if (!set.has(key)) problems.push(`${where}: unknown key ${key}`);
  };

  for (const genre of catalogue.genres) if (genre.parent) check(genres, genre.parent, `genre ${genre.key}`);
  for (const book of catalogue.books) {
    const where = `book ${book.key}`;
    book.authors.forEach((key) => check(authors, key, where));
    book.genres.forEach((key) => check(genres, key, where));
    book.tags.forEach((key) => check(tags, key, where));
    book.translators?.forEach((key) => check(translators, key, where));
    book.illustrators?.forEach((key) => check(illustrators, key, where));
    if (book.publisher) check(publishers, book.publisher, where);
    if (book.series) check(series, book.series.key, where);
    if (book.descriptionEn.length < MIN_DESCRIPTION_LENGTH) problems.push(`${where}: descriptionEn is short`);
    if (book.descriptionUk.length < MIN_DESCRIPTION_LENGTH) problems.push(`${where}: descriptionUk is short`);
    if (book.isbn && !/^\d{12}$/.test(book.isbn)) problems.push(`${where}: isbn stem must have 12 digits`);
    if (book.withIsbn10 && !book.isbn?.startsWith('978')) problems.push(`${where}: ISBN-10 needs a 978 ISBN`);
    if (book.authors.length === 0) problems.push(`${where}: no author`);
  }
  for (const compilation of catalogue.compilations) compilation.books.forEach((key) => check(books, key, `compilation ${compilation.key}`));
  for (const category of catalogue.categories) {
    const set = category.kind === 'book' ? books : authors;
    category.items.forEach((key) => check(set, key, `category ${category.titleEn}`));
  }
  const activeCategories = new Set<string>();
  for (const category of catalogue.categories.filter((row) => row.active)) {
    const slot = `${category.type}/${category.kind}/${category.language}`;
    if (activeCategories.has(slot)) problems.push(`two active categories for ${slot}`);
    activeCategories.add(slot);
  }
  const quoteKeys = new Set<string>();
  for (const quote of catalogue.quotes) {
    check(books, quote.book, 'quote');
    if (quoteKeys.has(`${quote.book}|${quote.text}`)) problems.push(`duplicate quote in ${quote.book}`);
    quoteKeys.add(`${quote.book}|${quote.text}`);
    if (quote.user) check(readers, quote.user, 'quote');
  }
  if (catalogue.quotes.filter((quote) => quote.isDayQuote).length !== 1) problems.push('exactly one quote must be the day quote');

  const recensionKeys = new Set<string>();
  for (const recension of community.recensions) {
    const where = `recension ${recension.user}/${recension.book}`;
    check(readers, recension.user, where);
    check(books, recension.book, where);
    if (recension.text.length < MIN_RECENSION_LENGTH) problems.push(`${where}: text is shorter than ${MIN_RECENSION_LENGTH}`);
    if (recensionKeys.has(`${recension.user}/${recension.book}`)) problems.push(`${where}: duplicate`);
    recensionKeys.add(`${recension.user}/${recension.book}`);
  }
  for (const comment of community.comments) {
    const target = comment.target;
    const where = `comment "${comment.text.slice(0, 20)}"`;
    if (target.kind === 'recension' && !recensionKeys.has(`${target.user}/${target.book}`)) problems.push(`${where}: unknown recension`);
    if (target.kind === 'quote' && !catalogue.quotes[target.index]) problems.push(`${where}: unknown quote`);
    if (target.kind === 'author') check(authors, target.key, where);
    if (target.kind === 'compilation') check(compilations, target.key, where);
    check(readers, comment.user, where);
    comment.replies?.forEach((reply) => check(readers, reply.user, where));
  }
  for (const [a, b] of [...community.friendships, ...community.pendingFriendRequests]) {
    check(readers, a, 'friendship');
    check(readers, b, 'friendship');
  }
  check(authors, community.demoAuthorKey, 'demo author');
  return problems;
}
