import type { MetaDescriptor } from 'react-router';
import type { ProfileHead } from './profile-loaders.server';

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** The <head> of a profile page: the parent's title, or a tab's title before it; own profiles are not indexed. */
export function profileMetaTags(
  matches: readonly (MatchWithData | undefined)[] | undefined,
  parentId: string,
  tabTitle: string | undefined,
  own: boolean,
): MetaDescriptor[] {
  const head = (matches?.find((match) => match?.id === parentId)?.loaderData as { head?: ProfileHead } | undefined)
    ?.head;
  if (!head) return [];
  const title = tabTitle ? `${tabTitle} · ${head.displayName} — ${head.appName}` : head.title;
  return [
    { title },
    { name: 'description', content: head.description },
    ...(own ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
