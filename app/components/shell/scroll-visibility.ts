import { HEADER_HIDE_SCROLL_PX, HEADER_SHOW_SCROLL_PX } from '#core/constants';

export interface ScrollVisibility {
  hidden: boolean;
  /** The lowest point reached since the row was last shown (scrolling up is measured from here). */
  anchor: number;
  lastY: number;
}

export const initialScrollVisibility: ScrollVisibility = { hidden: false, anchor: 0, lastY: 0 };

/**
 * Spec §2/§9: the row hides when scrolling down past 100 px and shows again after scrolling up by
 * more than 50 px (or on returning above 100 px).
 */
export function nextScrollVisibility(
  state: ScrollVisibility,
  y: number,
  hideAfter = HEADER_HIDE_SCROLL_PX,
  showAfterUp = HEADER_SHOW_SCROLL_PX,
): ScrollVisibility {
  if (y <= hideAfter) return { hidden: false, anchor: y, lastY: y };
  // Hiding starts a new measure: scrolling up is counted from the lowest point since it hid.
  if (y > state.lastY) return { hidden: true, anchor: state.hidden ? Math.max(state.anchor, y) : y, lastY: y };
  if (y < state.lastY && state.hidden && state.anchor - y > showAfterUp) return { hidden: false, anchor: y, lastY: y };
  return { ...state, lastY: y };
}
