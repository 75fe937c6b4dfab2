import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** Reader layout: the book alone (only the event pop-up may show). */
export default function ReaderLayout() {
  return (
    <Box component="main" id="main" mih="100vh">
      <Outlet />
    </Box>
  );
}
