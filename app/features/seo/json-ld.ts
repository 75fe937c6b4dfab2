/*
 * schema.org JSON-LD for detail pages: a Book (https://schema.org/Book) and a Person
 * (https://schema.org/Person). Empty values are left out, as search engines prefer.
 */

export type JsonLdData = Record<string, unknown>;

export interface BookJsonLdInput {
  name: string;
  url: string;
  image?: string | null;
  description?: string;
  authors?: { name: string; url?: string }[];
  isbn?: string | null;
  numberOfPages?: number | null;
  /** Year of this edition. */
  year?: number | null;
  inLanguage?: string[];
  publisher?: string | null;
  genres?: string[];
  /** Average of 1..5 and how many ratings it is made of; left out when nobody rated. */
  rating?: { value: number; count: number } | null;
  alternateName?: string | null;
}

export interface PersonJsonLdInput {
  name: string;
  url: string;
  image?: string | null;
  description?: string;
  birthYear?: number | null;
  deathYear?: number | null;
  alternateName?: string | null;
}

function compact(data: JsonLdData): JsonLdData {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

export function bookJsonLd(book: BookJsonLdInput): JsonLdData {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.name,
    alternateName: book.alternateName,
    url: book.url,
    image: book.image,
    description: book.description,
    author: book.authors?.map((author) => compact({ '@type': 'Person', name: author.name, url: author.url })),
    isbn: book.isbn,
    numberOfPages: book.numberOfPages,
    datePublished: book.year ? String(book.year) : undefined,
    inLanguage: book.inLanguage,
    publisher: book.publisher ? { '@type': 'Organization', name: book.publisher } : undefined,
    genre: book.genres,
    aggregateRating:
      book.rating && book.rating.count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: Math.round(book.rating.value * 10) / 10,
            ratingCount: book.rating.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  });
}

export function personJsonLd(person: PersonJsonLdInput): JsonLdData {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    alternateName: person.alternateName,
    url: person.url,
    image: person.image,
    description: person.description,
    birthDate: person.birthYear ? String(person.birthYear) : undefined,
    deathDate: person.deathYear ? String(person.deathYear) : undefined,
  });
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or confuse it. */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
