/** Page sizes of the lists (spec §9). */
export const PAGE_SIZE = {
  SMALL_TABLE: 8,
  NORMAL_TABLE: 12,
  LINE_TABLE: 20,
  PREFERENCE_GRID: 50,
  GLOBAL_SEARCH: 10,
} as const;

export const GRID_PAGE_SIZES = [12, 24, 48, 96] as const;
export const LIST_PAGE_SIZES = [15, 25, 50, 75] as const;
/** Upper bound the API accepts for any `pageSize`. */
export const PAGE_SIZE_MAX = 100;

export const TOAST_MS = 3000;
export const LIVE_TOAST_MS = 3000;
export const EVENT_POPUP_MS = 5000;
/** Wait after telling the hub the panel opened, so the server has reset the counter. */
export const NOTIFICATION_REFRESH_DELAY_MS = 1000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;
/** A failed chunk load reloads the page at most once per this interval. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** Badges show `99+` above this. */
export const BADGE_CAP = 99;

export const HEADER_HIDE_SCROLL_PX = 100;
export const HEADER_SHOW_SCROLL_PX = 50;
export const BACK_TO_TOP_PX = 400;

export const REVIEW_MIN = 200;
export const PASSWORD_MIN = 6;
export const TEXT_MIN_SHORT = 3;
export const TEXT_MIN = 10;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Short strings are valid only when longer than 2 characters. */
export const SHORT_STRING_MIN = 3;
/** Url names are valid only when longer than 3 characters. */
export const URL_NAME_MIN = 4;
export const USER_NAME_MIN = 3;
export const USER_NAME_MAX = 32;

export const COVER_WIDTH = 200;
export const COVER_HEIGHT = 310;

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;
export const AUTH_STORAGE_PREFIX = 'auth.';
/**
 * Set by the Google callback, read once by the page it lands on: that page builds the pop-up queue
 * after sign-in (spec §4) as the email sign-in does in the browser. Readable by scripts on purpose.
 */
export const FRESH_SIGN_IN_COOKIE = 'auth.fresh-sign-in';
export const LOGIN_PATH = '/login';
export const LOGOUT_REDIRECT_PATH = '/';

/** SEO descriptions are cut at the first full stop after this many characters. */
export const SEO_CUT = 150;
/** Hard limit when no full stop is close enough after {@link SEO_CUT}. */
export const SEO_CUT_MAX = 200;

export const NOTIFICATION_PANEL_WIDTH = 400;
export const MAX_PAGE_WIDTH = 1545;
/** Every breakpoint (px) the layouts use, ascending. */
export const BREAKPOINTS = [480, 481, 550, 610, 768, 800, 992, 1025, 1200, 1280] as const;
/** Named subset for Mantine-style `xs..xl` theming. */
export const BREAKPOINT = { xs: 480, sm: 768, md: 992, lg: 1200, xl: 1280 } as const;

export const CHAT_PREVIEW_CHARS = 20;

/** Messenger responses carry this `status` on success. */
export const MESSENGER_STATUS_OK = 2000;
export const MESSENGER_STATUS_MAX_CHATS = 4007;

/** The largest value of a PostgreSQL `integer` (serial row ids). */
export const ROW_ID_MAX = 2_147_483_647;
/** The longest id-or-urlName a path accepts. */
export const ID_OR_SLUG_MAX = 200;
