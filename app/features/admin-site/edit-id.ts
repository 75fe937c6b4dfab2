import { data, redirect } from 'react-router';
import { pathInLanguage, stripLocale, type Language } from '#core/locale';

/**
 * An edit page's record id: null on its `/new` page; an edit path without id goes to the list (as
 * the singular paths the spec redirects do); anything but a row id is the 404 page.
 */
export function editId(request: Request, raw: string | undefined, list: { path: string; language: Language }) {
  if (stripLocale(new URL(request.url).pathname).endsWith('/new')) return null;
  if (!raw) throw redirect(pathInLanguage(list.path, list.language));
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(raw);
}
