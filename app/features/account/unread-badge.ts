import { BADGE_CAP } from '#core/constants';

/** Unread notifications plus unread messages, as the avatar badge shows them: '' when none, '99+' above the cap. */
export function unreadBadgeText(notifications: number, messages: number): string {
  const total = Math.max(0, notifications) + Math.max(0, messages);
  if (total === 0) return '';
  return total > BADGE_CAP ? `${BADGE_CAP}+` : String(total);
}
