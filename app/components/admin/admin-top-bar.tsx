import { Burger } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { UserMenu } from '../header/user-menu';
import { LogoLink } from '../header/logo-link';
import { useLocale } from '../shell/use-locale';
import { useScrollDirection } from '../shell/use-scroll';
import classes from './admin.module.css';
import { Anchor, Group, Text } from '../ui';

interface Props {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

/** The administration's extra bar: hides past 100 px down, returns after 50 px up (spec §2). */
export function AdminTopBar({ drawerOpened, onToggleDrawer }: Props) {
  const { t } = useTranslation('layout');
  const { to } = useLocale();
  const hidden = useScrollDirection();
  return (
    <header className={classes.topBar} data-hidden={hidden || undefined}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={drawerOpened}
            onClick={onToggleDrawer}
            hiddenFrom="md"
            size="sm"
            aria-label={t(drawerOpened ? 'admin.closeMenu' : 'admin.openMenu')}
            aria-controls="admin-drawer"
            aria-expanded={drawerOpened}
          />
          <LogoLink />
          <Text c="dimmed" size="sm" fw={600} visibleFrom="sm">
            {t('admin.title')}
          </Text>
        </Group>
        <Group gap="md" wrap="nowrap">
          <Anchor component={Link} to={to('/home')} size="sm" visibleFrom="lg">
            {t('admin.backToSite')}
          </Anchor>
          <UserMenu />
        </Group>
      </Group>
    </header>
  );
}
