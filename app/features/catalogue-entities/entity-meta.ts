import type { MetaDescriptor } from 'react-router';

interface SeoData {
  title: string;
  description: string;
  image?: string | null;
}

type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The site's origin from the root loader's public config, for absolute image links. */
export function siteOrigin(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === 'root')?.data as { config?: { appUrl?: string } } | undefined;
  return root?.config?.appUrl ?? '';
}

const absolute = (link: string, origin: string) => (/^https?:\/\//.test(link) ? link : origin + link);

/** The `meta` of a catalogue page: title, description, Open Graph and Twitter cards, optional JSON-LD. */
export function entityMeta(
  seo: SeoData | undefined,
  matches: MetaMatches,
  jsonLd?: Record<string, unknown>,
): MetaDescriptor[] {
  if (!seo) return [{ title: '404 — Polytsia' }, { name: 'robots', content: 'noindex' }];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
  ];
  if (seo.image) {
    const image = absolute(seo.image, siteOrigin(matches));
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  if (jsonLd) tags.push({ 'script:ld+json': { '@context': 'https://schema.org', ...jsonLd } });
  return tags;
}
