import { Menu } from '@mantine/core';
import { cloneElement } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import { useLocale } from '../shell/use-locale';
import type { LoadedMenuProps } from './menu-loader';
import classes from './more-menu.module.css';
import { collapsedSubMenuItems, hrefOf, moreMenuItems, type NavItem } from './nav-items';
import { useMenuStart } from './use-menu-start';

/** The "More" dropdown (spec §2), loaded on first use by the main nav's `MenuLoader`. */
export default function MoreMenu({
  target,
  readStart,
  isActive,
}: LoadedMenuProps & { isActive: (item: NavItem) => boolean }) {
  const { t } = useTranslation('layout');
  const { to } = useLocale();
  const { opened, setOpened, targetRef } = useMenuStart(readStart);
  const entry = (item: NavItem, smallOnly = false) => (
    <Menu.Item
      key={`${item.key}${smallOnly ? '-small' : ''}`}
      component={AppLink}
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
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      width={220}
      trigger="click-hover"
      openDelay={80}
      closeDelay={200}
    >
      <Menu.Target>{cloneElement(target, { ref: targetRef })}</Menu.Target>
      <Menu.Dropdown>
        {/* The repeated sub-menu entries live in the dropdown only on small screens. */}
        {collapsedSubMenuItems.map((item) => entry(item, true))}
        <Menu.Divider hiddenFrom="sm" />
        {moreMenuItems.map((item) => entry(item))}
      </Menu.Dropdown>
    </Menu>
  );
}
