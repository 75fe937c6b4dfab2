import type { PopupFlags, PopupId } from '../auth/popup-queue';

const known: PopupId[] = ['updated-content-pages-modal', 'login-import-modal', 'enter-preference-modal'];

/** The saved queue as it was stored; anything unreadable is an empty queue. */
export function parsePopupQueue(text: string | null): PopupId[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is PopupId => known.includes(id as PopupId)) : [];
  } catch {
    return [];
  }
}

const stillWanted: Record<PopupId, (user: PopupFlags) => boolean> = {
  'updated-content-pages-modal': (user) => user.updatedContentPages.length > 0,
  'login-import-modal': (user) => user.showImportPopup,
  'enter-preference-modal': (user) => user.showPreferencesPopup,
};

/**
 * The queue saved at sign-in, checked against the user as the server sees them now: a prompt the
 * user switched off (or a preference flow completed elsewhere) is dropped; pages updated since
 * sign-in go first, so a new version of the terms reaches a user who stays signed in.
 */
export function reconcilePopupQueue(saved: PopupId[], user: PopupFlags): PopupId[] {
  const queue = saved.filter((id, index) => saved.indexOf(id) === index && stillWanted[id](user));
  if (stillWanted['updated-content-pages-modal'](user) && !queue.includes('updated-content-pages-modal'))
    queue.unshift('updated-content-pages-modal');
  return queue;
}

/** Spec §4: no pop-up over the import-books and preferences pages (route names without language). */
const quietRoutes = new Set(['me-settings-import-books', 'preferences']);

/** The pop-up to show on this page load: the queue's first, unless the page is one of the quiet ones. */
export function popupToShow(queue: PopupId[], routeName: string): PopupId | null {
  if (quietRoutes.has(routeName)) return null;
  return queue[0] ?? null;
}
