import type { Language } from '../locale';

export type RelativeTimeForm = 'short' | 'long';
type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_DAYS = 7;
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/** The long form, with the language's plural forms: '21 minutes ago', '21 хвилину тому'. */
const LONG: Record<Language, Intl.RelativeTimeFormat> = {
  en: new Intl.RelativeTimeFormat('en', { numeric: 'always' }),
  uk: new Intl.RelativeTimeFormat('uk', { numeric: 'always' }),
};

/**
 * Under a minute. Intl's own word (`numeric: 'auto'`) is 'зараз', "at present", where the feed means
 * "just now".
 */
const NOW: Record<Language, string> = { en: 'now', uk: 'щойно' };

/**
 * The short form has no Intl style: Intl.RelativeTimeFormat always adds "ago" ('5m ago', '5 хв тому'),
 * and Intl.NumberFormat's unit styles give '5х' (narrow) or '5 дн.' (short) in Ukrainian.
 */
const SHORT: Record<Language, Record<Unit, string>> = {
  en: { minute: 'm', hour: 'h', day: 'd', week: 'w', month: 'mo', year: 'y' },
  uk: { minute: ' хв', hour: ' год', day: ' д', week: ' тиж', month: ' міс', year: ' р' },
};

function pickUnit(elapsedMs: number, form: RelativeTimeForm): [Unit, number] {
  if (elapsedMs < HOUR_MS) return ['minute', Math.floor(elapsedMs / MINUTE_MS)];
  if (elapsedMs < DAY_MS) return ['hour', Math.floor(elapsedMs / HOUR_MS)];
  const days = Math.floor(elapsedMs / DAY_MS);
  if (days < WEEK_DAYS) return ['day', days];
  if (form === 'short' || days < MONTH_DAYS) return ['week', Math.floor(days / WEEK_DAYS)];
  if (days < YEAR_DAYS) return ['month', Math.floor(days / MONTH_DAYS)];
  return ['year', Math.floor(days / YEAR_DAYS)];
}

/**
 * How long ago `date` was, as of `now` (spec §9): under a minute 'now', then minutes, hours, days
 * (< 7), weeks; the long form goes on to months (30 days) and years (365 days). A date in the
 * future (clock skew between server and client) reads as 'now'; an invalid date gives ''.
 */
export function formatRelativeTime(date: Date | string, now: Date, lang: Language, form: RelativeTimeForm): string {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (!Number.isFinite(time)) return '';
  const elapsedMs = Math.max(0, now.getTime() - time);
  if (elapsedMs < MINUTE_MS) return NOW[lang];
  const [unit, count] = pickUnit(elapsedMs, form);
  return form === 'short' ? `${count}${SHORT[lang][unit]}` : LONG[lang].format(-count, unit);
}
