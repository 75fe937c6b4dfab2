import type { TFunction } from 'i18next';
import type { SearchItemOf, SearchKind } from '#core/schemas/search';
import type { Language } from '../../i18n/resources';
import { pathInLanguage } from '#core/locale';
import type { SearchItem } from './search-state';

/** What one result row shows, whatever its kind (spec §2: image, title and details). */
export interface SearchResultView {
  key: string;
  href: string;
  title: string;
  image: string | null;
  imageShape: 'cover' | 'circle' | 'rounded';
  details: string[];
  /** A few of the entity's books, linked. */
  books: { href: string; title: string }[];
}

const detailPath = (kind: Exclude<SearchKind, 'user'>, urlName: string) => `/${kind}/${encodeURIComponent(urlName)}`;

export function toResultView(
  kind: SearchKind,
  item: SearchItem,
  t: TFunction<'search'>,
  language: Language,
): SearchResultView {
  const to = (path: string) => pathInLanguage(path, language);
  const books = (list: { value: string; text: string }[]) =>
    list.map((book) => ({ href: to(detailPath('book', book.value)), title: book.text }));
  const booksCount = (count: number) => t('details.books', { count });

  switch (kind) {
    case 'book': {
      const book = item as SearchItemOf<'book'>;
      return {
        key: book.urlName,
        href: to(detailPath('book', book.urlName)),
        title: book.title,
        image: book.imageLink,
        imageShape: 'cover',
        details: [
          book.authors.map((author) => author.fullName).join(', '),
          book.year ? t('details.year', { year: book.year }) : '',
          book.rating ? t('details.rating', { value: (Math.round(book.rating * 10) / 10).toFixed(1) }) : '',
          t('details.readers', { count: book.readers }),
        ].filter(Boolean),
        books: [],
      };
    }
    case 'user': {
      const user = item as SearchItemOf<'user'>;
      const joined = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long' }).format(
        new Date(user.joinedOn),
      );
      return {
        key: user.userName,
        href: to(`/user/${encodeURIComponent(user.userName)}`),
        title: user.userName,
        image: user.pictureLink,
        imageShape: 'circle',
        details: [
          user.statusText ?? '',
          t('details.recensions', { count: user.recensionCount }),
          t('details.reading', { count: user.readingCount }),
          t('details.finished', { count: user.finishedCount }),
          t('details.wantToRead', { count: user.wantToReadCount }),
          t('details.joinedOn', { date: joined }),
        ].filter(Boolean),
        books: [],
      };
    }
    case 'series': {
      const series = item as SearchItemOf<'series'>;
      return {
        key: series.urlName,
        href: to(detailPath('series', series.urlName)),
        title: series.title,
        image: null,
        imageShape: 'rounded',
        details: [
          series.byAuthor ? t('details.byAuthor', { name: series.byAuthor }) : '',
          booksCount(series.booksCount),
          series.originalBooksCount ? t('details.originalBooks', { count: series.originalBooksCount }) : '',
        ].filter(Boolean),
        books: books(series.books),
      };
    }
    case 'genre': {
      const genre = item as SearchItemOf<'genre'>;
      return entityView(
        genre.urlName,
        genre.name,
        genre.imageLink,
        'rounded',
        [booksCount(genre.bookCount)],
        books(genre.books),
      );
    }
    case 'tag': {
      const tag = item as SearchItemOf<'tag'>;
      return entityView(tag.urlName, `#${tag.tag}`, null, 'rounded', [booksCount(tag.booksCount)], books(tag.books));
    }
    case 'publisher': {
      const publisher = item as SearchItemOf<'publisher'>;
      return entityView(
        publisher.urlName,
        publisher.title,
        publisher.iconLink,
        'rounded',
        [booksCount(publisher.booksCount)],
        [],
      );
    }
    case 'compilation': {
      const compilation = item as SearchItemOf<'compilation'>;
      return entityView(
        compilation.urlName,
        compilation.title,
        compilation.imageLink,
        'rounded',
        [booksCount(compilation.booksCount)],
        books(compilation.books),
      );
    }
    case 'author': {
      const author = item as SearchItemOf<'author'>;
      return entityView(
        author.urlName,
        author.name,
        author.imageLink,
        'circle',
        [booksCount(author.booksCount)],
        books(author.books),
      );
    }
    case 'translator':
    case 'illustrator': {
      const person = item as SearchItemOf<'translator'>;
      return entityView(
        person.urlName,
        person.name,
        null,
        'circle',
        [booksCount(person.booksCount)],
        books(person.books),
      );
    }
  }

  function entityView(
    urlName: string,
    title: string,
    image: string | null,
    imageShape: SearchResultView['imageShape'],
    details: string[],
    linked: SearchResultView['books'],
  ): SearchResultView {
    return {
      key: urlName,
      href: to(detailPath(kind as Exclude<SearchKind, 'user'>, urlName)),
      title,
      image,
      imageShape,
      details,
      books: linked,
    };
  }
}
