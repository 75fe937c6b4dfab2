import { BookStatus } from '#core/enums';

/** The URL segment of each shelf under a profile: /me/profile/reading, /user/x/finished… */
export const SHELF_SEGMENTS: Record<BookStatus, string> = {
  [BookStatus.Reading]: 'reading',
  [BookStatus.WantToRead]: 'want-to-read',
  [BookStatus.Finished]: 'finished',
};

/** The caller's own shelf page, without locale prefix. */
export const shelfPath = (status: BookStatus) => `/me/profile/${SHELF_SEGMENTS[status]}`;

/** The shelf of a profile's URL segment, null for other tabs. */
export function statusOfSegment(segment: string): BookStatus | null {
  const found = Object.entries(SHELF_SEGMENTS).find(([, value]) => value === segment);
  return found ? (Number(found[0]) as BookStatus) : null;
}
