import { describe, expect, it } from 'vitest';
import { buildPopupQueue } from '../auth/popup-queue';
import { takeFreshSignIn } from './fresh-sign-in';

/** A cookie jar as a browser keeps it: writing `name=; max-age=0` removes the cookie. */
function jar(initial: Record<string, string>) {
  const cookies = new Map(Object.entries(initial));
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (attributes.some((part) => part.trim() === 'max-age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

describe('the Google sign-in marker (spec §4 pop-ups after sign-in)', () => {
  it('is taken once: the first page after the callback builds the queue, the next ones do not', () => {
    const cookies = jar({ theme: 'dark', 'auth.fresh-sign-in': '1' });
    expect(takeFreshSignIn(cookies)).toBe(true);
    expect(cookies.cookie).toBe('theme=dark');
    expect(takeFreshSignIn(cookies)).toBe(false);
  });

  it('is not mistaken for a cookie whose name only starts the same', () => {
    expect(takeFreshSignIn(jar({ 'auth.fresh-sign-in-old': '1' }))).toBe(false);
  });

  it('gives the same queue as the email sign-in for the signed-in user’s flags', () => {
    const user = { updatedContentPages: [{ id: 1 }], showImportPopup: false, showPreferencesPopup: true };
    expect(buildPopupQueue(user)).toEqual(['updated-content-pages-modal', 'enter-preference-modal']);
  });
});
