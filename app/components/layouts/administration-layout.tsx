import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { requireAdminPage } from '../../lib/guards.server';
import { SiteFooter } from '../footer/site-footer';
import type { Route } from './+types/administration-layout';

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  return null;
}

/** Administration layout: sidebar plus footer. */
export default function AdministrationLayout() {
  return (
    <>
      <Box component="main" id="main" mih="70vh">
        <Outlet />
      </Box>
      <SiteFooter />
    </>
  );
}
