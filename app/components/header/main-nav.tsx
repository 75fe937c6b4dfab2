import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRouteName } from '../../lib/route-name';
import { useLocale } from '../shell/use-locale';
import classes from './header.module.css';
import { collapsedSubMenuItems, hrefOf, isNavItemActive, moreMenuItems, subMenuItems, type NavItem } from './nav-items';

function useActive() {
  const routeName = useRouteName();
  const [search] = useSearchParams();
  return (item: NavItem) => isNavItemActive(item, routeName, search);
}

function MoreMenu({ isActive }: { isActive: (item: NavItem) => boolean }) {
  const { t } = useTranslation('layout');
  const { to } = useLocale();
  const moreActive = moreMenuItems.some(isActive);
  // The repeated sub-menu entries live in the dropdown only on small screens.
  const repeatActive = collapsedSubMenuItems.some(isActive);
  const entry = (item: NavItem, smallOnly = false) => (
    <Menu.Item
      key={`${item.key}${smallOnly ? '-small' : ''}`}
      component={Link}
      to={hrefOf(item, to)}
      className={classes.menuItem}
      data-active={isActive(item) || undefined}
      aria-current={isActive(item) ? 'page' : undefined}
      hiddenFrom={smallOnly ? 'sm' : undefined}
    >
      {t(`nav.${item.key}`)}
    </Menu.Item>
  );
  return (
    <Menu position="bottom-start" shadow="md" width={220} trigger="click-hover" openDelay={80} closeDelay={200}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          className={classes.navLink}
          data-active={moreActive || undefined}
          data-active-small={repeatActive || undefined}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('nav.more')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {collapsedSubMenuItems.map((item) => entry(item, true))}
        <Menu.Divider hiddenFrom="sm" />
        {moreMenuItems.map((item) => entry(item))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The header's secondary row: the sub-menu and the "More" dropdown (spec §2). */
export function MainNav() {
  const { t } = useTranslation('layout');
  const { to } = useLocale();
  const isActive = useActive();
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      {subMenuItems.map((item) => (
        <Link
          key={item.key}
          to={hrefOf(item, to)}
          className={`${classes.navLink} ${item.key === 'home' ? '' : classes.wideOnly}`}
          data-active={isActive(item) || undefined}
          aria-current={isActive(item) ? 'page' : undefined}
        >
          {t(`nav.${item.key}`)}
        </Link>
      ))}
      <MoreMenu isActive={isActive} />
    </nav>
  );
}
