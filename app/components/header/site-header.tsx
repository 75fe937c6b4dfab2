import { useScrollDirection } from '../shell/use-scroll';
import classes from './header.module.css';
import { UserMenu } from './user-menu';
import { LogoLink } from './logo-link';
import { MainNav } from './main-nav';
import { SearchButton } from './search-button';
import { Group } from '../ui';

/**
 * The main menu (spec §2): logo, search, the user's menu; below, the sub-menu row, which hides
 * when scrolling down past 100 px and returns after scrolling up by more than 50 px.
 */
export function SiteHeader() {
  const hidden = useScrollDirection();
  return (
    <>
      <header className={classes.primaryRow}>
        <Group className="page-container" h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap" className={classes.grow}>
            <LogoLink narrowIconOnly />
            <SearchButton />
          </Group>
          <UserMenu />
        </Group>
      </header>
      <div className={classes.secondaryRow} data-hidden={hidden || undefined} data-testid="header-secondary-row">
        <div className="page-container">
          <MainNav />
        </div>
      </div>
    </>
  );
}
