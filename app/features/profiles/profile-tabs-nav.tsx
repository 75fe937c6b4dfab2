import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { stripLocale } from '#core/locale';
import type { ProfileCounts } from '#core/schemas/profiles';
import { useLocale } from '../../components/shell/use-locale';
import { activeTab, tabPath, type ProfileTab } from './profile-tabs';
import classes from './profiles.module.css';

/**
 * The profile's tab bar: a link per child page (and the overview), the current one marked for
 * assistive technology too. It scrolls sideways inside itself on narrow screens.
 */
export function ProfileTabsNav({
  tabs,
  base,
  counts,
}: {
  tabs: readonly ProfileTab[];
  base: string;
  counts: ProfileCounts;
}) {
  const { t } = useTranslation('profiles');
  const { to, language } = useLocale();
  const { pathname } = useLocation();
  const current = activeTab(tabs, base, stripLocale(pathname));
  return (
    <nav aria-label={t('tabs.label')} className={classes.tabsScroller}>
      <ul className={classes.tabs}>
        {tabs.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab.key}>
              <Link
                to={to(tabPath(base, tab))}
                className={classes.tab}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
              >
                {t(`tabs.${tab.key}`)}
                {tab.count && <span className={classes.tabCount}>{counts[tab.count].toLocaleString(language)}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
