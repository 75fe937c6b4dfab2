import type { ProfileCounts } from '#core/schemas/profiles';

/** One tab of a profile: its child route's path under the profile, its label key and its count. */
export interface ProfileTab {
  /** '' is the profile's own page (its overview). */
  segment: string;
  /** profiles:tabs.<key> */
  key: string;
  count?: keyof ProfileCounts;
}

/** Every child of /me/profile (docs/spec/routes.tsv), in the order the tab bar shows them. */
export const OWN_PROFILE_TABS: readonly ProfileTab[] = [
  { segment: 'default', key: 'overview' },
  { segment: 'reading', key: 'reading', count: 'reading' },
  { segment: 'want-to-read', key: 'wantToRead', count: 'wantToRead' },
  { segment: 'finished', key: 'finished', count: 'finished' },
  { segment: 'reviews', key: 'reviews', count: 'recensions' },
  { segment: 'quotes', key: 'quotes', count: 'quotes' },
  { segment: 'liked-reviews', key: 'likedReviews' },
  { segment: 'saved-reviews', key: 'savedReviews' },
  { segment: 'liked-quotes', key: 'likedQuotes' },
  { segment: 'saved-quotes', key: 'savedQuotes' },
  { segment: 'requests', key: 'requests' },
  { segment: 'network/friends', key: 'friends', count: 'friends' },
  { segment: 'network/requests', key: 'friendRequests' },
];

/** /user/:username itself (the overview) and every child of it (docs/spec/routes.tsv). */
export const USER_PROFILE_TABS: readonly ProfileTab[] = [
  { segment: '', key: 'overview' },
  { segment: 'reading', key: 'reading', count: 'reading' },
  { segment: 'want-to-read', key: 'wantToRead', count: 'wantToRead' },
  { segment: 'finished', key: 'finished', count: 'finished' },
  { segment: 'reviews', key: 'reviews', count: 'recensions' },
  { segment: 'quotes', key: 'quotes', count: 'quotes' },
  { segment: 'friends', key: 'friends', count: 'friends' },
];

/** The path of a tab under a profile's base path (no locale prefix). */
export const tabPath = (base: string, tab: ProfileTab) => (tab.segment ? `${base}/${tab.segment}` : base);

/**
 * The tab a path (without locale prefix) shows. The own profile's overview is both /me/profile and
 * /me/profile/default.
 */
export function activeTab(tabs: readonly ProfileTab[], base: string, pathname: string): ProfileTab | undefined {
  const rest = pathname.replace(/\/+$/, '').slice(base.length).replace(/^\//, '');
  if (!rest) return tabs[0];
  return tabs.find((tab) => tab.segment === rest);
}
