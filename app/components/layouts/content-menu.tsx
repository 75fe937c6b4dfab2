import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../ui/app-link';
import { useRouteName } from '../../lib/route-name';
import classes from '../header/header.module.css';
import { UserMenu } from '../header/user-menu';
import { LogoLink } from '../header/logo-link';
import { useLocale } from '../shell/use-locale';
import { Group } from '../ui';

/** The content pages, each with its route name (spec §2 static pages). */
export const contentLinks = [
  { key: 'about', name: 'company', path: '/company' },
  { key: 'team', name: 'company-team', path: '/company/team' },
  { key: 'contact', name: 'company-contact', path: '/company/contact' },
  { key: 'privacy', name: 'privacy', path: '/privacy' },
  { key: 'terms', name: 'terms-and-conditions', path: '/terms-and-conditions' },
  { key: 'addBookRules', name: 'add-book-rules', path: '/add-book-rules' },
] as const;

/** Content layout menu: the logo, the user's controls and the content pages. */
export function ContentMenu() {
  const { t } = useTranslation('layout');
  const { to } = useLocale();
  const routeName = useRouteName();
  return (
    <>
      <header className={classes.primaryRow}>
        <Group className="page-container" h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <LogoLink />
          <UserMenu />
        </Group>
      </header>
      <div className={classes.contentRow}>
        <nav aria-label={t('contentMenu.label')} className={`page-container ${classes.contentNav}`}>
          {contentLinks.map((link) => (
            <AppLink
              key={link.key}
              to={to(link.path)}
              className={classes.navLink}
              data-active={routeName === link.name || undefined}
              aria-current={routeName === link.name ? 'page' : undefined}
            >
              {t(`contentMenu.${link.key}`)}
            </AppLink>
          ))}
        </nav>
      </div>
    </>
  );
}
