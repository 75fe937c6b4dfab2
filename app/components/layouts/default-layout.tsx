import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { RouteError } from '../errors/route-error';
import { useRouteName } from '../../lib/route-name';
import { SiteFooter } from '../footer/site-footer';
import { MessengerHeader } from '../header/messenger-header';
import { SiteHeader } from '../header/site-header';
import { AdBlockModal } from '../shell/ad-block-modal';
import { BackToTop } from '../shell/back-to-top';
import { EventPopup } from '../shell/event-popup';
import { ShellServices } from '../shell/shell-services';

/**
 * Default layout (spec §2): main menu, ad-block notice, event pop-up, footer; the login pop-up is
 * hosted with the global modals. On messenger routes a messenger menu replaces the main menu.
 */
export default function DefaultLayout() {
  return (
    <DefaultChrome>
      <Outlet />
    </DefaultChrome>
  );
}

/** A page's error (404 of an unknown book, 403...) shows inside the same header and footer. */
export function ErrorBoundary() {
  return (
    <DefaultChrome>
      <RouteError />
    </DefaultChrome>
  );
}

function DefaultChrome({ children }: { children: ReactNode }) {
  const messenger = useRouteName().startsWith('messenger');
  return (
    <>
      <ShellServices />
      {messenger ? <MessengerHeader /> : <SiteHeader />}
      <main id="main" tabIndex={-1} className="layout-main">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
      <EventPopup />
      <AdBlockModal />
    </>
  );
}
