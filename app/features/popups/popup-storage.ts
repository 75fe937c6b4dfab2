import { POPUP_QUEUE_KEY, savePopupQueue, type PopupId } from '../auth/popup-queue';
import { parsePopupQueue } from './popup-order';

/** The saved queue; storage may be switched off (private mode), then there is nothing to show. */
export function readSavedQueue(): PopupId[] {
  try {
    return parsePopupQueue(window.localStorage.getItem(POPUP_QUEUE_KEY));
  } catch {
    return [];
  }
}

export function writeSavedQueue(queue: PopupId[]) {
  try {
    savePopupQueue(window.localStorage, queue);
  } catch {
    // Without storage the queue lives only for this page.
  }
}

/** Closing a pop-up removes it; the next one shows on a later page load. */
export function dropFromSavedQueue(id: PopupId) {
  writeSavedQueue(readSavedQueue().filter((queued) => queued !== id));
}
