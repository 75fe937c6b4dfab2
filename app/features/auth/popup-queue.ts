import { AUTH_STORAGE_PREFIX } from '#core/constants';

/** Spec §4 "Popups after login": the saved queue of the prompts still to show, first first. */
export const POPUP_QUEUE_KEY = `${AUTH_STORAGE_PREFIX}popups`;

export type PopupId = 'updated-content-pages-modal' | 'login-import-modal' | 'enter-preference-modal';

export interface PopupFlags {
  updatedContentPages: unknown[];
  showImportPopup: boolean;
  showPreferencesPopup: boolean;
}

/** Updated content pages first, then the import prompt, then the preference prompt. */
export function buildPopupQueue(user: PopupFlags): PopupId[] {
  const queue: PopupId[] = [];
  if (user.updatedContentPages.length > 0) queue.push('updated-content-pages-modal');
  if (user.showImportPopup) queue.push('login-import-modal');
  if (user.showPreferencesPopup) queue.push('enter-preference-modal');
  return queue;
}

type KeyValueStorage = Pick<Storage, 'setItem' | 'removeItem'>;

export function savePopupQueue(storage: KeyValueStorage, queue: PopupId[]) {
  if (queue.length === 0) storage.removeItem(POPUP_QUEUE_KEY);
  else storage.setItem(POPUP_QUEUE_KEY, JSON.stringify(queue));
}

export function clearPopupQueue(storage: KeyValueStorage) {
  storage.removeItem(POPUP_QUEUE_KEY);
}
