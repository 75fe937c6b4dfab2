import { Avatar, Group, Indicator, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { unreadBadgeText } from '../../features/account/unread-badge';
import { useCurrentUser } from '../../features/auth/current-user';
import { LanguageSwitch } from './language-switch-button';
import { MenuLoader } from './menu-loader';

const loadAccountMenu = () => import('./account-menu');

/** The signed-in corner: the language switch and the avatar, with the unread count, opening the account menu. */
export default function SignedInMenu() {
  const { t } = useTranslation('auth');
  const user = useCurrentUser();
  const badge = user ? unreadBadgeText(user.newNotificationCount, user.newMessagesCount) : '';
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
      <MenuLoader target={trigger} load={loadAccountMenu} menuProps={{ user }} />
    </Group>
  );
}
