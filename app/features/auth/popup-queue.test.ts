import { describe, expect, it } from 'vitest';
import { buildPopupQueue, clearPopupQueue, POPUP_QUEUE_KEY, savePopupQueue } from './popup-queue';

describe('popups after login (spec §4)', () => {
  it('orders updated pages, then import, then preferences', () => {
    expect(buildPopupQueue({ updatedContentPages: [{}], showImportPopup: true, showPreferencesPopup: true })).toEqual([
      'updated-content-pages-modal',
      'login-import-modal',
      'enter-preference-modal',
    ]);
    expect(buildPopupQueue({ updatedContentPages: [], showImportPopup: false, showPreferencesPopup: true })).toEqual([
      'enter-preference-modal',
    ]);
  });

  it('keeps the queue under auth.popups and clears it', () => {
    const items = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    savePopupQueue(storage, ['login-import-modal']);
    expect(POPUP_QUEUE_KEY).toBe('auth.popups');
    expect(JSON.parse(items.get(POPUP_QUEUE_KEY)!)).toEqual(['login-import-modal']);
    clearPopupQueue(storage);
    expect(items.has(POPUP_QUEUE_KEY)).toBe(false);
    savePopupQueue(storage, []);
    expect(items.has(POPUP_QUEUE_KEY)).toBe(false);
  });
});
