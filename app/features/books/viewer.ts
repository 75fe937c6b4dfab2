import type { AppLoadContext } from 'react-router';
import { languageOfPath } from '../../lib/locale';

/** The books service's viewer for a page loader: the page's language and the signed-in caller. */
export function catalogueViewer(request: Request, context: AppLoadContext) {
  return { language: languageOfPath(new URL(request.url).pathname), userId: context.auth?.userId ?? null };
}
