import { Badge, Menu, useMantineColorScheme } from '@mantine/core';
import {
  IconBell,
  IconBook2,
  IconBooks,
  IconLogout,
  IconMessages,
  IconMoon,
  IconSettings,
  IconShieldLock,
  IconSun,
  IconUser,
  IconUserEdit,
  IconUsers,
} from '@tabler/icons-react';
import { cloneElement } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import type { AuthUser } from '#core/schemas/auth';
import { UserRole } from '#core/enums';
import { unreadBadgeText } from '../../features/account/unread-badge';
import { signOut } from '../../features/auth/sign-out';
import { openNotifications } from '../../features/notifications/notification-store';
import { useRouteName } from '../../lib/route-name';
import { useSession } from '../../features/session/session-context';
import { pathInLanguage } from '#core/locale';
import type { LoadedMenuProps } from './menu-loader';
import { useMenuStart } from './use-menu-start';
import { useThemeToggle } from './use-theme-toggle';

/** The signed-in user's menu (spec §2 "Header and menus"), loaded on first use by the user menu's `MenuLoader`. */
export default function AccountMenu({
  target,
  readStart,
  user,
  newNotifications,
}: LoadedMenuProps & { user: AuthUser | null; newNotifications: number }) {
  const { t } = useTranslation('auth');
  const { t: tFriends } = useTranslation('friends');
  const { t: tn } = useTranslation('notifications');
  const onLanding = useRouteName() === 'index';
  const { auth, config, language } = useSession();
  const { colorScheme } = useMantineColorScheme();
  const toggleTheme = useThemeToggle();
  const { opened, setOpened, targetRef } = useMenuStart(readStart);
  const to = (path: string) => pathInLanguage(path, language);
  const isAdmin = !!auth && (auth.isAdmin || auth.role === UserRole.Admin);
  const isAuthor = auth?.role === UserRole.Author;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={240} withinPortal>
      <Menu.Target>{cloneElement(target, { ref: targetRef })}</Menu.Target>
      <Menu.Dropdown>
        {user && <Menu.Label>{user.username}</Menu.Label>}
        {isAdmin && (
          <Menu.Item component={AppLink} to={to('/admin/books')} leftSection={<IconShieldLock size={16} />}>
            {t('menu.administration')}
          </Menu.Item>
        )}
        {isAuthor && (
          <>
            <Menu.Item component={AppLink} to={to('/me/as-author')} leftSection={<IconUserEdit size={16} />}>
              {t('menu.authorProfile')}
            </Menu.Item>
            <Menu.Item component={AppLink} to={to('/me/books')} leftSection={<IconBooks size={16} />}>
              {t('menu.myBooks')}
            </Menu.Item>
          </>
        )}
        {!onLanding && (
          <Menu.Item
            onClick={openNotifications}
            leftSection={<IconBell size={16} aria-hidden />}
            rightSection={
              newNotifications > 0 && (
                <Badge size="sm" color="red" circle={newNotifications < 10} aria-hidden>
                  {unreadBadgeText(newNotifications, 0)}
                </Badge>
              )
            }
            aria-label={newNotifications > 0 ? tn('menu.openWithNew', { count: newNotifications }) : tn('menu.open')}
          >
            {tn('menu.open')}
          </Menu.Item>
        )}
        {config.messengerEnabled && (
          <Menu.Item component={AppLink} to={to('/messenger')} leftSection={<IconMessages size={16} />}>
            {t('menu.messenger')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={AppLink} to={to('/me/profile')} leftSection={<IconUser size={16} />}>
          {t('menu.profile')}
        </Menu.Item>
        <Menu.Item component={AppLink} to={to('/me/profile/reading')} leftSection={<IconBook2 size={16} />}>
          {t('menu.reading')}
        </Menu.Item>
        <Menu.Item
          component={AppLink}
          to={to('/me/profile/network/requests')}
          leftSection={<IconUsers size={16} />}
          rightSection={
            user?.friendRequestCount ? (
              <Badge size="sm" circle color="red" aria-hidden>
                {user.friendRequestCount}
              </Badge>
            ) : undefined
          }
          aria-description={
            user?.friendRequestCount ? tFriends('waiting', { count: user.friendRequestCount }) : undefined
          }
        >
          {t('menu.networkRequests')}
        </Menu.Item>
        <Menu.Item component={AppLink} to={to('/me/settings/profile-edit')} leftSection={<IconSettings size={16} />}>
          {t('menu.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          onClick={toggleTheme}
          leftSection={colorScheme === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />}
        >
          {colorScheme === 'dark' ? t('menu.lightTheme') : t('menu.darkTheme')}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void signOut(language)} leftSection={<IconLogout size={16} />}>
          {t('menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
