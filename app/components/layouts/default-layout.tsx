import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';

/** Default layout: main menu, ad-block notice, event pop-up, login pop-up, footer (spec §2). */
export default function DefaultLayout() {
  return (
    <>
      <SiteHeader />
      <Box component="main" id="main" mih="70vh">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}
