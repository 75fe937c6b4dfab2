import { useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { AppLink } from '../ui/app-link';
import { LOGIN_PATH } from '#core/constants';
import { useSession } from '../../features/session/session-context';
import { languageOfPath, pathInLanguage } from '#core/locale';
import { LanguageSwitch } from './language-switch-button';
import { loadedSignedInMenu, loadSignedInMenu } from './signed-in-menu-code';
import { useThemeToggle } from './use-theme-toggle';
import { ActionIcon, Button, Group } from '../ui';

/** The header's account corner (spec §2 "Header and menus"): signed-out or signed-in menu. */
export function UserMenu() {
  const { auth } = useSession();
  const [SignedInMenu, setSignedInMenu] = useState(loadedSignedInMenu);
  const signedIn = auth !== null;
  useEffect(() => {
    if (signedIn && !SignedInMenu) void loadSignedInMenu().then((loaded) => setSignedInMenu(() => loaded));
  }, [signedIn, SignedInMenu]);
  if (!signedIn) return <SignedOutMenu />;
  // Empty only while the code loads after a sign-in without a reload.
  return SignedInMenu && <SignedInMenu />;
}

function SignedOutMenu() {
  const { t } = useTranslation('auth');
  const { pathname, search } = useLocation();
  const language = languageOfPath(pathname);
  const login = `${pathInLanguage(LOGIN_PATH, language)}?redirectTo=${encodeURIComponent(pathname + search)}`;
  return (
    <Group gap={4} wrap="nowrap">
      <LanguageSwitch />
      <ThemeToggle />
      <Button component={AppLink} to={login} size="xs">
        {t('login.signIn')}
      </Button>
    </Group>
  );
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
