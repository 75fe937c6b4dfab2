import {
  ActionIcon,
  Avatar,
  Button,
  Group,
  Indicator,
  Menu,
  UnstyledButton,
  useMantineColorScheme,
} from '@mantine/core';
import {
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
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LOGIN_PATH } from '#core/constants';
import { UserRole } from '#core/enums';
import { saveLanguage, saveTheme } from '../../features/account/apply-preferences';
import { unreadBadgeText } from '../../features/account/unread-badge';
import { useCurrentUser } from '../../features/auth/current-user';
import { signOut } from '../../features/auth/sign-out';
import { useSession } from '../../features/session/session-context';
import type { Language } from '../../i18n/resources';
import { languageOfPath, localizePath } from '../../lib/locale';

/** The header's account corner (spec §2 "Header and menus"): signed-out or signed-in menu. */
export function UserMenu() {
  const { auth } = useSession();
  return auth ? <SignedInMenu /> : <SignedOutMenu />;
}

function SignedOutMenu() {
  const { t } = useTranslation('auth');
  const { pathname, search } = useLocation();
  const language = languageOfPath(pathname);
  const login = `${localizePath(LOGIN_PATH, language)}?redirectTo=${encodeURIComponent(pathname + search)}`;
  return (
    <Group gap={4} wrap="nowrap">
      <LanguageSwitch />
      <ThemeToggle />
      <Button component={Link} to={login} size="xs">
        {t('login.signIn')}
      </Button>
    </Group>
  );
}

function SignedInMenu() {
  const { t } = useTranslation('auth');
  const { auth, config, language } = useSession();
  const user = useCurrentUser();
  const { colorScheme } = useMantineColorScheme();
  const toggleTheme = useThemeToggle();
  const to = (path: string) => localizePath(path, language);
  const badge = user ? unreadBadgeText(user.newNotificationCount, user.newMessagesCount) : '';
  const isAdmin = !!auth && (auth.isAdmin || auth.role === UserRole.Admin);
  const isAuthor = auth?.role === UserRole.Author;
  return (
    <Group gap={4} wrap="nowrap">
      <LanguageSwitch />
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={badge ? t('menu.openWithUnread', { count: badge }) : t('menu.open')}>
            <Indicator label={badge} size={18} disabled={!badge} color="red" offset={4}>
              <Avatar src={user?.imageUrl ?? undefined} alt="" radius="xl" size={36}>
                {user?.username.slice(0, 2).toUpperCase()}
              </Avatar>
            </Indicator>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {user && <Menu.Label>{user.username}</Menu.Label>}
          {isAdmin && (
            <Menu.Item component={Link} to={to('/admin/books')} leftSection={<IconShieldLock size={16} />}>
              {t('menu.administration')}
            </Menu.Item>
          )}
          {isAuthor && (
            <>
              <Menu.Item component={Link} to={to('/me/as-author')} leftSection={<IconUserEdit size={16} />}>
                {t('menu.authorProfile')}
              </Menu.Item>
              <Menu.Item component={Link} to={to('/me/books')} leftSection={<IconBooks size={16} />}>
                {t('menu.myBooks')}
              </Menu.Item>
            </>
          )}
          {config.messengerEnabled && (
            <Menu.Item component={Link} to={to('/messenger')} leftSection={<IconMessages size={16} />}>
              {t('menu.messenger')}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item component={Link} to={to('/me/profile')} leftSection={<IconUser size={16} />}>
            {t('menu.profile')}
          </Menu.Item>
          <Menu.Item component={Link} to={to('/me/profile/reading')} leftSection={<IconBook2 size={16} />}>
            {t('menu.reading')}
          </Menu.Item>
          <Menu.Item component={Link} to={to('/me/profile/network/requests')} leftSection={<IconUsers size={16} />}>
            {t('menu.networkRequests')}
          </Menu.Item>
          <Menu.Item component={Link} to={to('/me/settings/profile-edit')} leftSection={<IconSettings size={16} />}>
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
    </Group>
  );
}

/** Light ⇄ dark at once; a signed-in user's choice is also saved on the server (spec §4). */
function useThemeToggle() {
  const { auth } = useSession();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return () => {
    const next = colorScheme === 'dark' ? 'light' : 'dark';
    setColorScheme(next);
    void saveTheme(next, auth !== null).catch(() => undefined);
  };
}

function ThemeToggle() {
  const { t } = useTranslation('auth');
  const { colorScheme } = useMantineColorScheme();
  const toggleTheme = useThemeToggle();
  return (
    <ActionIcon
      variant="default"
      size="md"
      aria-label={colorScheme === 'dark' ? t('menu.lightTheme') : t('menu.darkTheme')}
      onClick={toggleTheme}
    >
      {colorScheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}

/** The same page in the other language; the choice is remembered (cookie, and the server when signed in). */
function LanguageSwitch() {
  const { t } = useTranslation('auth');
  const { auth } = useSession();
  const { pathname, search, hash } = useLocation();
  const other: Language = languageOfPath(pathname) === 'en' ? 'uk' : 'en';
  return (
    <Button
      component={Link}
      to={localizePath(pathname, other) + search + hash}
      variant="subtle"
      size="xs"
      px={6}
      lang={other}
      aria-label={t(other === 'uk' ? 'menu.switchToUk' : 'menu.switchToEn')}
      onClick={() => void saveLanguage(other, auth !== null).catch(() => undefined)}
    >
      {other === 'uk' ? 'УКР' : 'ENG'}
    </Button>
  );
}
