import { Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../i18n/use-translation';
import { Outlet } from 'react-router';
import { requireAdminPage } from '../../lib/guards.server';
import classes from '../admin/admin.module.css';
import { AdminSidebar } from '../admin/admin-sidebar';
import { AdminTopBar } from '../admin/admin-top-bar';
import { SiteFooter } from '../footer/site-footer';
import { BackToTop } from '../shell/back-to-top';
import { ShellServices } from '../shell/shell-services';
import type { Route } from './+types/administration-layout';
import { Text } from '../ui';

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  return null;
}

/** Administration layout: sidebar (a drawer on small screens), the hiding extra bar, the footer. */
export default function AdministrationLayout() {
  const { t } = useTranslation('layout');
  const [drawerOpened, drawer] = useDisclosure(false);
  return (
    <>
      <ShellServices />
      <div className={classes.shell}>
        <aside className={classes.sidebar} aria-label={t('admin.title')}>
          <Text className={classes.sidebarTitle} size="xs" tt="uppercase" fw={700} c="dimmed">
            {t('admin.title')}
          </Text>
          <AdminSidebar />
        </aside>
        <div className={classes.content}>
          <AdminTopBar drawerOpened={drawerOpened} onToggleDrawer={drawer.toggle} />
          <main id="main" tabIndex={-1} className={classes.main}>
            <Outlet />
          </main>
        </div>
      </div>
      <Drawer
        id="admin-drawer"
        opened={drawerOpened}
        onClose={drawer.close}
        size={280}
        title={t('admin.title')}
        hiddenFrom="md"
      >
        <AdminSidebar onNavigate={drawer.close} />
      </Drawer>
      <SiteFooter />
      <BackToTop />
    </>
  );
}
