import { useLayoutEffect, useRef, useState } from 'react';
import type { MenuStart } from './menu-loader';

/**
 * A loaded menu's opened state and trigger ref, started from what the user did to the stand-in.
 * The focus moves to the real trigger before the menu opens, so the menu returns it there on close.
 * A layout effect: between the stand-in leaving the document and a passive effect, the focus would
 * sit on <body>, and a Tab pressed then would start again from the top of the page.
 * (The loaded menu renders only in the browser, so the server never sees this layout effect.)
 */
export function useMenuStart(readStart: () => MenuStart) {
  const [start] = useState(readStart);
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  // Strict mode runs mount effects twice: a second click would close the menu again.
  const replayed = useRef(false);
  useLayoutEffect(() => {
    const target = targetRef.current;
    if (replayed.current || !target) return;
    replayed.current = true;
    if (start.focused) target.focus();
    // Mantine's own click handling: it also keeps a click-hover menu open when the pointer leaves.
    if (start.clicked) target.click();
    else if (start.hovered) setOpened(true);
  }, [start]);
  return { opened, setOpened, targetRef };
}
