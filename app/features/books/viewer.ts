import type { AppLoadContext } from 'react-router';

/** The books service's viewer for a page loader: the page's language and the signed-in caller. */
export function catalogueViewer(context: AppLoadContext) {
  return { language: context.language, userId: context.auth?.userId ?? null };
}
