import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bookJsonLd, personJsonLd, serializeJsonLd } from './json-ld';
import { JsonLd } from './json-ld-script';
import { absoluteUrl, seoMeta } from './seo-meta';

describe('seoMeta', () => {
  it('gives title, description, Open Graph and a large Twitter card with an absolute image', () => {
    const tags = seoMeta({
      title: 'Кобзар — Polytsia',
      description: 'Поезії.',
      image: '/files/covers/kobzar.webp',
      url: 'https://polytsia.test/uk/book/kobzar',
      type: 'book',
      language: 'uk',
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'Кобзар — Polytsia' },
        { name: 'description', content: 'Поезії.' },
        { property: 'og:title', content: 'Кобзар — Polytsia' },
        { property: 'og:type', content: 'book' },
        { property: 'og:url', content: 'https://polytsia.test/uk/book/kobzar' },
        { property: 'og:image', content: 'https://polytsia.test/files/covers/kobzar.webp' },
        { property: 'og:locale', content: 'uk_UA' },
        { property: 'og:locale:alternate', content: 'en_US' },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:image', content: 'https://polytsia.test/files/covers/kobzar.webp' },
      ]),
    );
  });

  it('uses the small card and no image tags without an image', () => {
    const tags = seoMeta({ title: 'Authors' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
    expect(tags.some((tag) => 'name' in tag && tag.name === 'description')).toBe(false);
  });

  it('keeps absolute links', () => {
    expect(absoluteUrl('https://cdn.test/a.webp', 'https://polytsia.test/x')).toBe('https://cdn.test/a.webp');
    expect(absoluteUrl('/a.webp')).toBe('/a.webp');
  });
});

describe('JSON-LD', () => {
  it('describes a book and leaves out empty values', () => {
    expect(
      bookJsonLd({
        name: 'Кобзар',
        url: 'https://polytsia.test/uk/book/kobzar',
        authors: [{ name: 'Тарас Шевченко', url: 'https://polytsia.test/uk/author/taras-shevchenko' }],
        isbn: '',
        numberOfPages: 114,
        year: 1840,
        genres: [],
        rating: { value: 4.56, count: 9 },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Кобзар',
      url: 'https://polytsia.test/uk/book/kobzar',
      author: [{ '@type': 'Person', name: 'Тарас Шевченко', url: 'https://polytsia.test/uk/author/taras-shevchenko' }],
      numberOfPages: 114,
      datePublished: '1840',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, ratingCount: 9, bestRating: 5, worstRating: 1 },
    });
  });

  it('leaves out a rating nobody gave', () => {
    expect(bookJsonLd({ name: 'X', url: 'u', rating: { value: 0, count: 0 } })).not.toHaveProperty('aggregateRating');
  });

  it('describes a person', () => {
    expect(
      personJsonLd({
        name: 'Іван Франко',
        url: 'https://polytsia.test/author/ivan-franko',
        birthYear: 1856,
        deathYear: 1916,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Іван Франко',
      url: 'https://polytsia.test/author/ivan-franko',
      birthDate: '1856',
      deathDate: '1916',
    });
  });

  it('renders a script with the nonce that no text can break out of', () => {
    const html = renderToStaticMarkup(
      createElement(JsonLd, { data: { name: '</script><script>alert(1)</script>' }, nonce: 'abc' }),
    );
    expect(html).toMatch(/^<script type="application\/ld\+json" nonce="abc">/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(serializeJsonLd({ name: '<&>' }))).toEqual({ name: '<&>' });
  });
});
