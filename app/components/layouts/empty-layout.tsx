import { Outlet } from 'react-router';
import { SiteFooter } from '../footer/site-footer';
import { ShellServices } from '../shell/shell-services';

/** Empty layout: the page and the footer (spec §2). */
export default function EmptyLayout() {
  return (
    <>
      <ShellServices />
      <main id="main" tabIndex={-1} className="layout-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
