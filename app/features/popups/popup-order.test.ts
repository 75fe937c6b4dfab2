import { describe, expect, it } from 'vitest';
import type { PopupFlags } from '../auth/popup-queue';
import { parsePopupQueue, popupToShow, reconcilePopupQueue } from './popup-order';

const user = (flags: Partial<PopupFlags> = {}): PopupFlags => ({
  updatedContentPages: [],
  showImportPopup: true,
  showPreferencesPopup: true,
  ...flags,
});

describe('the pop-ups after sign-in (spec §4)', () => {
  it('reads the saved queue, ignoring what it does not know', () => {
    expect(parsePopupQueue(null)).toEqual([]);
    expect(parsePopupQueue('not json')).toEqual([]);
    expect(parsePopupQueue('{"a":1}')).toEqual([]);
    expect(parsePopupQueue('["login-import-modal","other","enter-preference-modal"]')).toEqual([
      'login-import-modal',
      'enter-preference-modal',
    ]);
  });

  it('keeps the saved order while the server still wants each pop-up', () => {
    expect(reconcilePopupQueue(['login-import-modal', 'enter-preference-modal'], user())).toEqual([
      'login-import-modal',
      'enter-preference-modal',
    ]);
    expect(
      reconcilePopupQueue(['login-import-modal', 'enter-preference-modal'], user({ showImportPopup: false })),
    ).toEqual(['enter-preference-modal']);
    expect(reconcilePopupQueue(['enter-preference-modal'], user({ showPreferencesPopup: false }))).toEqual([]);
  });

  it('puts pages updated since sign-in first, and drops them once acknowledged', () => {
    const pages = [{ id: 1, title: 'Terms', url: '/terms-and-conditions' }];
    expect(reconcilePopupQueue([], user({ updatedContentPages: pages }))).toEqual(['updated-content-pages-modal']);
    expect(reconcilePopupQueue(['enter-preference-modal'], user({ updatedContentPages: pages }))).toEqual([
      'updated-content-pages-modal',
      'enter-preference-modal',
    ]);
    expect(reconcilePopupQueue(['updated-content-pages-modal', 'login-import-modal'], user())).toEqual([
      'login-import-modal',
    ]);
  });

  it('shows only the first, and none on the import-books and preferences pages', () => {
    expect(popupToShow(['login-import-modal', 'enter-preference-modal'], 'home')).toBe('login-import-modal');
    expect(popupToShow([], 'home')).toBeNull();
    expect(popupToShow(['login-import-modal'], 'me-settings-import-books')).toBeNull();
    expect(popupToShow(['enter-preference-modal'], 'preferences')).toBeNull();
  });
});
