import type { MetaDescriptor } from 'react-router';
import { useLocation, useRouteLoaderData } from 'react-router';
import { BookLanguage } from '#core/enums';
import type { AuthorDetails } from '#core/schemas/authors';
import type { BookDetails } from '#core/schemas/books';
import { languageOfPath, pathInLanguage } from '#core/locale';
import { useNonce } from '../../lib/nonce';
import { bookJsonLd, personJsonLd } from './json-ld';
import { JsonLd } from './json-ld-script';
import { absoluteUrl, originFromMatches, seoMeta } from './seo-meta';

type MetaArgs<D> = {
  data: D | undefined;
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
};

interface PageSeo {
  title: string;
  description: string;
}

const NOT_FOUND_META: MetaDescriptor[] = [{ title: '404 — Polytsia' }, { name: 'robots', content: 'noindex' }];

// BCP 47 tags of the book languages of spec §3.
const LANGUAGE_TAGS: Record<number, string> = {
  [BookLanguage.English]: 'en',
  [BookLanguage.Ukrainian]: 'uk',
  [BookLanguage.Polish]: 'pl',
};

/** The `meta` of the book page: title, description, Open Graph `book` and a Twitter card with the cover. */
export function bookPageMeta({
  data,
  location,
  matches,
}: MetaArgs<{ book: BookDetails; meta: PageSeo }>): MetaDescriptor[] {
  if (!data) return NOT_FOUND_META;
  return seoMeta({
    ...data.meta,
    image: data.book.imageLink,
    url: originFromMatches(matches) + location.pathname,
    type: 'book',
    language: languageOfPath(location.pathname),
  });
}

/** The `meta` of the author page: Open Graph `profile` with the portrait. */
export function authorPageMeta({
  data,
  location,
  matches,
}: MetaArgs<{ author: AuthorDetails; seo: PageSeo }>): MetaDescriptor[] {
  if (!data) return NOT_FOUND_META;
  return seoMeta({
    ...data.seo,
    image: data.author.imageLink,
    url: originFromMatches(matches) + location.pathname,
    type: 'profile',
    language: languageOfPath(location.pathname),
  });
}

function usePageUrls() {
  const { pathname } = useLocation();
  const root = useRouteLoaderData('root') as { config?: { appUrl?: string } } | undefined;
  const origin = root?.config?.appUrl ?? '';
  const language = languageOfPath(pathname);
  return { origin, page: origin + pathname, to: (path: string) => origin + pathInLanguage(path, language) };
}

/** schema.org Book of the book page, server-rendered with the page's CSP nonce. */
export function BookJsonLd({ book, description }: { book: BookDetails; description: string }) {
  const nonce = useNonce();
  const urls = usePageUrls();
  const data = bookJsonLd({
    name: book.title,
    alternateName: book.originalTitle,
    url: urls.page,
    image: book.imageLink ? absoluteUrl(book.imageLink, urls.page) : null,
    description,
    authors: book.authors.map((author) => ({
      name: author.fullName,
      url: urls.to(`/author/${encodeURIComponent(author.authorUrlName)}`),
    })),
    isbn: book.isbn || book.isbn10,
    numberOfPages: book.pages,
    year: book.year,
    inLanguage: book.languages.map((language) => LANGUAGE_TAGS[language]).filter(Boolean),
    publisher: book.publisher?.title,
    genres: book.genres.map((genre) => genre.name),
    rating: { value: book.rating, count: book.ratingsCount },
  });
  return <JsonLd data={data} nonce={nonce} />;
}

/** schema.org Person of the author page. */
export function AuthorJsonLd({ author, description }: { author: AuthorDetails; description: string }) {
  const nonce = useNonce();
  const urls = usePageUrls();
  const data = personJsonLd({
    name: author.name,
    url: urls.page,
    image: author.imageLink ? absoluteUrl(author.imageLink, urls.page) : null,
    description,
    birthYear: author.birthYear,
    deathYear: author.deathYear,
  });
  return <JsonLd data={data} nonce={nonce} />;
}
