import type { MetaDescriptor } from 'react-router';
import type { Language } from '#core/locale';

export const SITE_NAME = 'Polytsia';

export interface SeoMetaInput {
  title: string;
  /** Already cut for SEO (core/seo.ts `cutSeoDescription`). */
  description?: string;
  /** Absolute, or a site path made absolute against `url`'s origin. */
  image?: string | null;
  /** The page's absolute URL (canonical). */
  url?: string;
  type?: 'website' | 'book' | 'profile' | 'article';
  language?: Language;
}

const OG_LOCALES = { en: 'en_US', uk: 'uk_UA' } as const;

/** `link` made absolute against the origin of `base` (an absolute URL); unchanged when it cannot be. */
export function absoluteUrl(link: string, base?: string): string {
  if (/^https?:\/\//.test(link) || !base) return link;
  try {
    return new URL(link, base).toString();
  } catch {
    return link;
  }
}

/**
 * React Router `meta` descriptors of one page: title, description, canonical Open Graph tags
 * (with the locale and its alternate) and a Twitter card (large when there is an image).
 */
export function seoMeta({
  title,
  description,
  image,
  url,
  type = 'website',
  language,
}: SeoMetaInput): MetaDescriptor[] {
  const imageUrl = image ? absoluteUrl(image, url) : null;
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:title', content: title },
    { property: 'og:type', content: type },
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
  ];
  if (description) {
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
      { name: 'twitter:description', content: description },
    );
  }
  if (url) tags.push({ property: 'og:url', content: url });
  if (imageUrl)
    tags.push(
      { property: 'og:image', content: imageUrl },
      { property: 'og:image:alt', content: title },
      { name: 'twitter:image', content: imageUrl },
    );
  if (language) {
    tags.push(
      { property: 'og:locale', content: OG_LOCALES[language] },
      { property: 'og:locale:alternate', content: OG_LOCALES[language === 'en' ? 'uk' : 'en'] },
    );
  }
  return tags;
}

type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The site origin from the root loader's public config (`appUrl`), for absolute page and image URLs. */
export function originFromMatches(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === 'root')?.data as { config?: { appUrl?: string } } | undefined;
  return root?.config?.appUrl ?? '';
}
