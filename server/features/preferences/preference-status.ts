import { PreferenceStatus } from '#core/enums';

/** How many choices a reader has in each part of the preference flow. */
export interface PreferenceCounts {
  genres: number;
  languages: number;
  authors: number;
  books: number;
}

/**
 * The stored Preference status (spec §3), recomputed after every change of the choices:
 * - Fulfilled: every part (genres, languages, authors, rated books) holds at least one choice;
 * - Partially Fulfilled: some parts hold choices, not all;
 * - Ignored: the reader declined the flow (`DELETE me/preference`) and has chosen nothing since;
 * - Empty: nothing chosen and nothing declined.
 */
export function preferenceStatusOf(counts: PreferenceCounts, previous: number): PreferenceStatus {
  const filled = Object.values(counts).filter((count) => count > 0).length;
  if (filled === 4) return PreferenceStatus.Fulfilled;
  if (filled > 0) return PreferenceStatus.PartiallyFulfilled;
  return previous === PreferenceStatus.Ignored ? PreferenceStatus.Ignored : PreferenceStatus.Empty;
}

/** The preference prompt after sign-in invites only readers who have something left to choose and did not decline. */
export const asksForPreferences = (status: number) =>
  status === PreferenceStatus.Empty || status === PreferenceStatus.PartiallyFulfilled;
