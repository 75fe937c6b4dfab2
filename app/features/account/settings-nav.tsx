import { NavLink, ScrollArea } from '@mantine/core';
import { IconFileImport, IconHeart, IconLock, IconSettings, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { pathInLanguage, stripLocale } from '#core/locale';
import { useSession } from '../session/session-context';
import { Group, Stack } from '../../components/ui';

const sections = [
  { path: 'profile-edit', icon: IconUserEdit },
  { path: 'privacy', icon: IconLock },
  { path: 'settings', icon: IconSettings },
  { path: 'import-books', icon: IconFileImport },
  { path: 'preference', icon: IconHeart },
] as const;

/** The settings sections; a row that scrolls on phones, a column from tablets up. */
export function SettingsNav() {
  const { t } = useTranslation('account');
  const { language } = useSession();
  const current = stripLocale(useLocation().pathname);
  const links = (row: boolean) =>
    sections.map(({ path, icon: Icon }) => {
      const active = current === `/me/settings/${path}`;
      return (
        <NavLink
          key={path}
          component={Link}
          to={pathInLanguage(`/me/settings/${path}`, language)}
          label={t(`nav.${path}`)}
          leftSection={<Icon size={16} aria-hidden />}
          active={active}
          aria-current={active ? 'page' : undefined}
          style={row ? { whiteSpace: 'nowrap', width: 'auto' } : undefined}
        />
      );
    });
  return (
    <nav aria-label={t('nav.label')}>
      <ScrollArea type="never" hiddenFrom="sm">
        <Group gap={0} wrap="nowrap">
          {links(true)}
        </Group>
      </ScrollArea>
      <Stack gap={2} visibleFrom="sm">
        {links(false)}
      </Stack>
    </nav>
  );
}
