import { PAGE_SIZE } from '#core/constants';

/** The friends lists show a normal table's page (spec §9: 12). */
export const FRIENDS_PAGE_SIZE = PAGE_SIZE.NORMAL_TABLE;

/** `?page=` of a friends list; anything but a whole number from 1 is the first page. */
export function friendsPageOf(url: string): number {
  const value = new URL(url).searchParams.get('page');
  return value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}
