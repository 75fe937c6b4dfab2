import { describe, expect, it } from 'vitest';
import { entityMeta } from './entity-meta';

const matches = [{ id: 'root', data: { config: { appUrl: 'https://polytsia.example' } } }];

describe('entityMeta', () => {
  it('gives title, description, social cards with an absolute image and JSON-LD', () => {
    const tags = entityMeta(
      { title: 'Ivan Franko — author | Polytsia', description: 'Writer.', image: '/files/a.webp' },
      matches,
      {
        '@type': 'Person',
        name: 'Ivan Franko',
      },
    );
    expect(tags).toContainEqual({ title: 'Ivan Franko — author | Polytsia' });
    expect(tags).toContainEqual({ name: 'description', content: 'Writer.' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://polytsia.example/files/a.webp' });
    expect(tags).toContainEqual({
      'script:ld+json': { '@context': 'https://schema.org', '@type': 'Person', name: 'Ivan Franko' },
    });
  });

  it('marks a page without data (the 404) as not indexable', () => {
    expect(entityMeta(undefined, matches)).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
