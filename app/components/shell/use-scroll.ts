import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { initialScrollVisibility, nextScrollVisibility } from './scroll-visibility';

/**
 * Follows the window's scroll position with `follow(scrollY)`: on every scroll event and once on
 * arrival (a reload keeps the position). A state that does not change re-renders nothing.
 */
function useWindowScrollY(follow: (y: number) => void) {
  useWindowEvent('scroll', () => follow(window.scrollY), { passive: true });
  const arrival = useRef(follow);
  useEffect(() => arrival.current(window.scrollY), []);
}

/** Whether a header row should be hidden: down past 100 px hides it, up by more than 50 px shows it. */
export function useScrollDirection(): boolean {
  const [hidden, setHidden] = useState(false);
  const visibility = useRef(initialScrollVisibility);
  useWindowScrollY((y) => {
    visibility.current = nextScrollVisibility(visibility.current, y);
    setHidden(visibility.current.hidden);
  });
  return hidden;
}

/** Whether the page is scrolled further than `px`. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useWindowScrollY((y) => setPast(y > px));
  return past;
}
