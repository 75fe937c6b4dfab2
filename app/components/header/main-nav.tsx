import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { AppLink } from '../ui/app-link';
import { useRouteName } from '../../lib/route-name';
import { useLocale } from '../shell/use-locale';
import classes from './header.module.css';
import { MenuLoader } from './menu-loader';
import { collapsedSubMenuItems, hrefOf, isNavItemActive, moreMenuItems, subMenuItems, type NavItem } from './nav-items';
import { Button } from '../ui';

const loadMoreMenu = () => import('./more-menu');

function useActive() {
  const routeName = useRouteName();
  const [search] = useSearchParams();
  return (item: NavItem) => isNavItemActive(item, routeName, search);
}

/** The header's secondary row: the sub-menu and the "More" dropdown (spec §2). */
export function MainNav() {
  const { t } = useTranslation('layout');
  const { to } = useLocale();
  const isActive = useActive();
  const moreTrigger = (
    <Button
      variant="subtle"
      color="gray"
      size="compact-md"
      className={classes.navLink}
      data-active={moreMenuItems.some(isActive) || undefined}
      // The sub-menu entries the dropdown repeats on small screens.
      data-active-small={collapsedSubMenuItems.some(isActive) || undefined}
      rightSection={<IconChevronDown size={14} aria-hidden />}
    >
      {t('nav.more')}
    </Button>
  );
  return (
    <nav aria-label={t('nav.label')} className={classes.nav}>
      {subMenuItems.map((item) => (
        <AppLink
          key={item.key}
          to={hrefOf(item, to)}
          className={`${classes.navLink} ${item.key === 'home' ? '' : classes.wideOnly}`}
          data-active={isActive(item) || undefined}
          aria-current={isActive(item) ? 'page' : undefined}
        >
          {t(`nav.${item.key}`)}
        </AppLink>
      ))}
      <MenuLoader target={moreTrigger} load={loadMoreMenu} menuProps={{ isActive }} openOnHover />
    </nav>
  );
}
