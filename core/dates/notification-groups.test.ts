import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupNotifications, NOTIFICATION_GROUPS, notificationKey } from './notification-groups';

// Local-time dates so the calendar-day rules hold in whatever zone the tests run.
const now = new Date(2024, 2, 15, 10, 30);
const at = (day: number, hour = 0, minute = 0, ms = 0) => new Date(2024, 2, day, hour, minute, 0, ms);
const item = (id: string, eventDate: Date | string) => ({ id, eventDate });
const ids = (items: { id: string }[]) => items.map((entry) => entry.id);

describe('groupNotifications', () => {
  it('splits on local midnights', () => {
    const groups = groupNotifications(
      [
        item('today-start', at(15)),
        item('today-later', at(15, 23, 59)),
        item('yesterday-end', at(15, 0, 0, -1)),
        item('yesterday-start', at(14)),
        item('two-days-end', at(14, 0, 0, -1)),
        item('six-days-start', at(9)),
        item('seven-days-end', at(9, 0, 0, -1)),
        item('twenty-nine-days-start', at(15 - 29)),
        item('thirty-days-end', at(15 - 29, 0, 0, -1)),
      ],
      now,
    );
    expect(ids(groups.today)).toEqual(['today-start', 'today-later']);
    expect(ids(groups.yesterday)).toEqual(['yesterday-end', 'yesterday-start']);
    expect(ids(groups.last7)).toEqual(['two-days-end', 'six-days-start']);
    expect(ids(groups.last30)).toEqual(['seven-days-end', 'twenty-nine-days-start']);
    expect(ids(groups.older)).toEqual(['thirty-days-end']);
  });

  it('counts a now just after midnight correctly', () => {
    const justAfterMidnight = at(15, 0, 0, 1);
    const groups = groupNotifications([item('a', at(15)), item('b', at(14, 23, 59))], justAfterMidnight);
    expect(ids(groups.today)).toEqual(['a']);
    expect(ids(groups.yesterday)).toEqual(['b']);
  });

  it('crosses month and year boundaries', () => {
    const groups = groupNotifications(
      [
        item('dec31', new Date(2023, 11, 31, 12)),
        item('dec26', new Date(2023, 11, 26, 12)),
        item('dec25', new Date(2023, 11, 25, 12)),
      ],
      new Date(2024, 0, 1, 8),
    );
    expect(ids(groups.yesterday)).toEqual(['dec31']);
    expect(ids(groups.last7)).toEqual(['dec26']);
    expect(ids(groups.last30)).toEqual(['dec25']);
  });

  it('keeps future and input order, and puts unreadable dates in older', () => {
    const groups = groupNotifications(
      [item('b', at(15, 9)), item('future', at(16, 12)), item('a', at(15, 10)), item('bad', 'garbage')],
      now,
    );
    expect(ids(groups.today)).toEqual(['b', 'future', 'a']);
    expect(ids(groups.older)).toEqual(['bad']);
  });

  it('accepts ISO strings', () => {
    const groups = groupNotifications([item('iso', at(14, 12).toISOString())], now);
    expect(ids(groups.yesterday)).toEqual(['iso']);
  });

  it('returns every group, empty when nothing falls in it', () => {
    const groups = groupNotifications([], now);
    expect(Object.keys(groups).sort()).toEqual([...NOTIFICATION_GROUPS].sort());
    expect(Object.values(groups).every((group) => group.length === 0)).toBe(true);
  });

  describe('across a daylight-saving change', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('uses calendar days, not 24-hour steps', () => {
      vi.stubEnv('TZ', 'Europe/Kyiv');
      expect(new Date(2024, 2, 30).getTimezoneOffset()).not.toBe(new Date(2024, 3, 1).getTimezoneOffset());
      // Kyiv moved clocks forward on 31 March 2024, so 6 × 24 h before 2 April's midnight is 26 March 23:00.
      const groups = groupNotifications(
        [item('mar27', new Date(2024, 2, 27, 0, 30)), item('mar26-late', new Date(2024, 2, 26, 23, 30))],
        new Date(2024, 3, 2, 10),
      );
      expect(ids(groups.last7)).toEqual(['mar27']);
      expect(ids(groups.last30)).toEqual(['mar26-late']);
    });
  });
});

describe('notificationKey', () => {
  it('is the type plus the event date, whatever form the date has', () => {
    const date = new Date('2024-03-15T08:30:00.000Z');
    expect(notificationKey({ type: 5, eventDate: date })).toBe('5:2024-03-15T08:30:00.000Z');
    expect(notificationKey({ type: 5, eventDate: '2024-03-15T10:30:00+02:00' })).toBe('5:2024-03-15T08:30:00.000Z');
    expect(notificationKey({ type: 6, eventDate: date })).not.toBe(notificationKey({ type: 5, eventDate: date }));
    expect(notificationKey({ type: 1, eventDate: 'garbage' })).toBe('1:garbage');
  });
});
