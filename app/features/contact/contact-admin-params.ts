import { contactMessageStates, type ContactAdminQuery } from '#core/schemas/contact';

/** Messages are long: a page holds fewer than a table of names. */
export const CONTACT_ADMIN_PAGE_SIZE = 10;

/** `/admin/contact-messages?state=waiting|answered&page=N`; anything else falls back to the defaults. */
export function contactAdminParams(url: string): ContactAdminQuery {
  const search = new URL(url, 'http://local').searchParams;
  const state = contactMessageStates.find((known) => known === search.get('state')) ?? 'waiting';
  const page = /^\d{1,6}$/.test(search.get('page') ?? '') ? Math.max(1, Number(search.get('page'))) : 1;
  return { state, page, pageSize: CONTACT_ADMIN_PAGE_SIZE };
}
