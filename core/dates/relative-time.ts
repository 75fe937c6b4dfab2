import type { SiteLanguage } from '../enums';
import { pluralEn, pluralUk } from '../i18n/plural';

export type RelativeTimeForm = 'short' | 'long';
type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_DAYS = 7;
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

const SHORT: Record<SiteLanguage, Record<Unit, string>> = {
  en: { minute: 'm', hour: 'h', day: 'd', week: 'w', month: 'mo', year: 'y' },
  uk: { minute: ' хв', hour: ' год', day: ' д', week: ' тиж', month: ' міс', year: ' р' },
};

const UK_FORMS: Record<Unit, [string, string, string]> = {
  minute: ['хвилину', 'хвилини', 'хвилин'],
  hour: ['годину', 'години', 'годин'],
  day: ['день', 'дні', 'днів'],
  week: ['тиждень', 'тижні', 'тижнів'],
  month: ['місяць', 'місяці', 'місяців'],
  year: ['рік', 'роки', 'років'],
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

function formatLong(unit: Unit, count: number, lang: SiteLanguage): string {
  if (lang === 'uk') {
    const [one, few, many] = UK_FORMS[unit];
    return `${count} ${pluralUk(count, one, few, many)} тому`;
  }
  return `${count} ${pluralEn(count, unit, `${unit}s`)} ago`;
}

/**
 * How long ago `date` was, as of `now`: under a minute 'now', then minutes, hours, days (< 7),
 * weeks; the long form goes on to months (30 days) and years (365 days). A date in the future
 * (clock skew between server and client) reads as 'now'; an invalid date gives ''.
 */
export function formatRelativeTime(date: Date | string, now: Date, lang: SiteLanguage, form: RelativeTimeForm): string {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (!Number.isFinite(time)) return '';
  const elapsedMs = Math.max(0, now.getTime() - time);
  if (elapsedMs < MINUTE_MS) return lang === 'uk' ? 'щойно' : 'now';
  const [unit, count] = pickUnit(elapsedMs, form);
  return form === 'short' ? `${count}${SHORT[lang][unit]}` : formatLong(unit, count, lang);
}
