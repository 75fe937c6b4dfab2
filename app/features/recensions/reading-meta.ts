import type { MetaDescriptor } from 'react-router';
import { languageOfPath } from '#core/locale';
import { originFromMatches, seoMeta } from '../seo/seo-meta';

interface MetaArgs {
  data: { meta: { title: string; description: string } } | undefined;
  location: { pathname: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The `meta` of a reading page; forms, moderation and personal lists are kept out of search engines. */
export function readingPageMeta({ data, location, matches }: MetaArgs, { index = true } = {}): MetaDescriptor[] {
  if (!data) return [{ title: '404 — Polytsia' }, { name: 'robots', content: 'noindex' }];
  const tags = seoMeta({
    ...data.meta,
    url: originFromMatches(matches) + location.pathname,
    language: languageOfPath(location.pathname),
  });
  return index ? tags : [...tags, { name: 'robots', content: 'noindex' }];
}
