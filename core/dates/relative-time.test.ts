import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2024-06-15T12:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it.each([
    [0, 'now', 'щойно', 'now', 'щойно'],
    [59 * SECOND, 'now', 'щойно', 'now', 'щойно'],
    [MINUTE, '1m', '1 хв', '1 minute ago', '1 хвилину тому'],
    [2 * MINUTE, '2m', '2 хв', '2 minutes ago', '2 хвилини тому'],
    [5 * MINUTE, '5m', '5 хв', '5 minutes ago', '5 хвилин тому'],
    [21 * MINUTE, '21m', '21 хв', '21 minutes ago', '21 хвилину тому'],
    [59 * MINUTE + 59 * SECOND, '59m', '59 хв', '59 minutes ago', '59 хвилин тому'],
    [HOUR, '1h', '1 год', '1 hour ago', '1 годину тому'],
    [3 * HOUR, '3h', '3 год', '3 hours ago', '3 години тому'],
    [23 * HOUR + 59 * MINUTE, '23h', '23 год', '23 hours ago', '23 години тому'],
    [DAY, '1d', '1 д', '1 day ago', '1 день тому'],
    [2 * DAY, '2d', '2 д', '2 days ago', '2 дні тому'],
    [6 * DAY + 23 * HOUR, '6d', '6 д', '6 days ago', '6 днів тому'],
    [7 * DAY, '1w', '1 тиж', '1 week ago', '1 тиждень тому'],
    [14 * DAY, '2w', '2 тиж', '2 weeks ago', '2 тижні тому'],
    [29 * DAY, '4w', '4 тиж', '4 weeks ago', '4 тижні тому'],
    [30 * DAY, '4w', '4 тиж', '1 month ago', '1 місяць тому'],
    [95 * DAY, '13w', '13 тиж', '3 months ago', '3 місяці тому'],
    [364 * DAY, '52w', '52 тиж', '12 months ago', '12 місяців тому'],
    [365 * DAY, '52w', '52 тиж', '1 year ago', '1 рік тому'],
    [3 * 365 * DAY, '156w', '156 тиж', '3 years ago', '3 роки тому'],
    [5 * 365 * DAY, '260w', '260 тиж', '5 years ago', '5 років тому'],
  ])('%d ms ago', (elapsed, shortEn, shortUk, longEn, longUk) => {
    const date = ago(elapsed);
    expect(formatRelativeTime(date, now, 'en', 'short')).toBe(shortEn);
    expect(formatRelativeTime(date, now, 'uk', 'short')).toBe(shortUk);
    expect(formatRelativeTime(date, now, 'en', 'long')).toBe(longEn);
    expect(formatRelativeTime(date, now, 'uk', 'long')).toBe(longUk);
  });

  it('accepts ISO strings', () => {
    expect(formatRelativeTime('2024-06-15T11:00:00Z', now, 'en', 'long')).toBe('1 hour ago');
    expect(formatRelativeTime('2024-06-15T14:00:00+03:00', now, 'uk', 'short')).toBe('1 год');
  });

  it('reads future dates as now', () => {
    expect(formatRelativeTime(ago(-5 * MINUTE), now, 'en', 'short')).toBe('now');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatRelativeTime('not a date', now, 'en', 'short')).toBe('');
    expect(formatRelativeTime(new Date(Number.NaN), now, 'uk', 'long')).toBe('');
  });
});
