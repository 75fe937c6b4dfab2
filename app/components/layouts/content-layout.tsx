import { Outlet } from 'react-router';
import { SiteFooter } from '../footer/site-footer';
import { BackToTop } from '../shell/back-to-top';
import { ShellServices } from '../shell/shell-services';
import { ContentMenu } from './content-menu';

/** Content layout: content menu plus footer (spec §2). */
export default function ContentLayout() {
  return (
    <>
      <ShellServices />
      <ContentMenu />
      <main id="main" tabIndex={-1} className="layout-main">
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
    </>
  );
}
