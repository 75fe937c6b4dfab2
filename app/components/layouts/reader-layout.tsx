import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { EventPopup } from '../shell/event-popup';
import { ShellServices } from '../shell/shell-services';

/** Reader layout: the book alone; only the event pop-up may show (spec §2). */
export default function ReaderLayout() {
  return (
    <>
      <ShellServices />
      <Box component="main" id="main" tabIndex={-1} mih="100vh">
        <Outlet />
      </Box>
      <EventPopup />
    </>
  );
}
