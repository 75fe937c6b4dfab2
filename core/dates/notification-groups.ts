export type NotificationGroupName = 'today' | 'yesterday' | 'last7' | 'last30' | 'older';

/** Display order of the groups. */
export const NOTIFICATION_GROUPS: readonly NotificationGroupName[] = ['today', 'yesterday', 'last7', 'last30', 'older'];

export type NotificationGroups<T> = Record<NotificationGroupName, T[]>;

interface Dated {
  eventDate: Date | string;
}

function toTime(date: Date | string): number {
  return typeof date === 'string' ? Date.parse(date) : date.getTime();
}

/** Local midnight `daysBack` calendar days before `now`; calendar arithmetic keeps DST days right. */
function startOfDay(now: Date, daysBack: number): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack).getTime();
}

/**
 * Groups by local calendar day of `now`: today (from midnight; later times too, as clock skew),
 * yesterday, last7 (6 days ago to the day before yesterday), last30 (29 days ago to 7 days ago).
 * The spec shows nothing older than 30 days; such items (and unparsable dates) go to 'older' so
 * none is lost and the caller may choose to hide them. Input order is kept inside every group.
 */
export function groupNotifications<T extends Dated>(items: readonly T[], now: Date): NotificationGroups<T> {
  const groups: NotificationGroups<T> = { today: [], yesterday: [], last7: [], last30: [], older: [] };
  const bounds: [NotificationGroupName, number][] = [
    ['today', startOfDay(now, 0)],
    ['yesterday', startOfDay(now, 1)],
    ['last7', startOfDay(now, 6)],
    ['last30', startOfDay(now, 29)],
  ];
  for (const item of items) {
    const time = toTime(item.eventDate);
    const group = bounds.find(([, start]) => time >= start)?.[0] ?? 'older';
    groups[group].push(item);
  }
  return groups;
}

/** A notification's identity is its type plus its event date. */
export function notificationKey(notification: { type: number; eventDate: Date | string }): string {
  const time = toTime(notification.eventDate);
  const date = Number.isFinite(time) ? new Date(time).toISOString() : String(notification.eventDate);
  return `${notification.type}:${date}`;
}
