import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';

/** Content layout: content menu plus footer. */
export default function ContentLayout() {
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
