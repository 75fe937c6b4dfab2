import { useEffect, useState } from 'react';
import { initialScrollVisibility, nextScrollVisibility } from './scroll-visibility';

/** Calls `onScroll(scrollY)` at most once per animation frame. */
function useScrollListener(onScroll: (y: number) => void) {
  useEffect(() => {
    let frame = 0;
    const handle = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        onScroll(window.scrollY);
      });
    };
    window.addEventListener('scroll', handle, { passive: true });
    onScroll(window.scrollY);
    return () => {
      window.removeEventListener('scroll', handle);
      cancelAnimationFrame(frame);
    };
  }, [onScroll]);
}

/** Whether a header row should be hidden: down past 100 px hides it, up by more than 50 px shows it. */
export function useScrollDirection(): boolean {
  const [hidden, setHidden] = useState(false);
  const [onScroll] = useState(() => {
    let state = initialScrollVisibility;
    return (y: number) => {
      state = nextScrollVisibility(state, y);
      setHidden(state.hidden);
    };
  });
  useScrollListener(onScroll);
  return hidden;
}

/** Whether the page is scrolled further than `px`. */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  const [onScroll] = useState(() => (y: number) => setPast(y > px));
  useScrollListener(onScroll);
  return past;
}
