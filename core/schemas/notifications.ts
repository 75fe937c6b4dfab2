import { z } from 'zod';

/** A notification as the panel and the hub's `Notification` event carry it (spec §3; core/realtime.ts). */
export const notificationItem = z.object({
  type: z.number().int(),
  eventDate: z.string(),
  text: z.string(),
  itemImageLink: z.string().nullable(),
  entityUrlName: z.string().nullable(),
  onEntityId: z.number().int().nullable(),
  byUserUsername: z.string().nullable(),
  byUserImage: z.string().nullable(),
  isByAuthor: z.boolean(),
  chat: z.object({ id: z.number().int() }).optional(),
});

/** `GET me/notifications`: the last 30 days, newest first, at most {@link NOTIFICATION_LIST_CAP}. */
export const notificationList = z.object({
  items: z.array(notificationItem.extend({ isNew: z.boolean() })),
  /** Notifications of the last 30 days (may exceed the items sent). */
  totalCount: z.number().int(),
  /** Of those, newer than the last time the panel was opened: the badge's server count. */
  newCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;
export type NotificationListItem = NotificationList['items'][number];

export const NOTIFICATION_LIST_CAP = 100;
export const NOTIFICATION_LIST_DAYS = 30;
