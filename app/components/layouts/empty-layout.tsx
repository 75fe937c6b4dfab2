import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from '../footer/site-footer';

/** Empty layout: the page and the footer. */
export default function EmptyLayout() {
  return (
    <>
      <Box component="main" id="main" mih="70vh">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}
