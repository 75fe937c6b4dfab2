import { Avatar, Indicator, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { unreadBadgeText } from '../../features/account/unread-badge';
import { useCurrentUser } from '../../features/auth/current-user';
import {
  notificationCount,
  notificationStore,
  useNotificationState,
} from '../../features/notifications/notification-store';
import { LanguageSwitch } from './language-switch-button';
import { MenuLoader } from './menu-loader';
import { Group } from '../ui';

const loadAccountMenu = () => import('./account-menu');

/**
 * The signed-in corner: the language switch and the avatar, with the unread count (notifications,
 * live arrivals included, plus messages), opening the account menu.
 */
export default function SignedInMenu() {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const notifications = useNotificationState();
  // A fresh read of the user holds the arrivals so far in its count.
  useEffect(() => {
    if (user) notificationStore.userReloaded();
  }, [user]);
  const newNotifications = user ? notificationCount(user.newNotificationCount, notifications) : 0;
  const badge = user ? unreadBadgeText(newNotifications, user.newMessagesCount) : '';
  const trigger = (
    <UnstyledButton aria-label={badge ? t('menu.openWithUnread', { count: badge }) : t('menu.open')}>
      <Indicator label={badge} size={18} disabled={!badge} color="red" offset={4}>
        <Avatar src={user?.imageUrl ?? undefined} alt="" radius="xl" size={36}>
          {user?.username.slice(0, 2).toUpperCase()}
        </Avatar>
      </Indicator>
    </UnstyledButton>
  );
  return (
    <Group gap={4} wrap="nowrap">
      <LanguageSwitch />
      <MenuLoader target={trigger} load={loadAccountMenu} menuProps={{ user, newNotifications }} />
    </Group>
  );
}
