import type { i18n as I18n } from 'i18next';
import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionProvider, type Session } from '../../features/session/session-context';
import { createI18n } from '../../i18n/i18n';
import { loadResources, type Language } from '../../i18n/resources';
import { footerMarkup, KeptFooter } from './kept-footer';

const instances = {} as Record<Language, I18n>;

beforeAll(async () => {
  for (const language of ['en', 'uk'] as const)
    instances[language] = await createI18n(language, await loadResources(language));
});

const config = {
  appUrl: 'http://127.0.0.1:3000',
  appDomain: '127.0.0.1',
  messengerEnabled: true,
  googleEnabled: false,
  telegramEnabled: false,
};
const sessionOf = (language: Language, auth: Session['auth']): Session => ({
  auth,
  token: auth ? 'token' : null,
  config,
  language,
  theme: 'system',
});
const reader = { userId: 7, role: 1, isAdmin: false } as unknown as NonNullable<Session['auth']>;
const admin = { userId: 1, role: 3, isAdmin: true } as unknown as NonNullable<Session['auth']>;
const pathOf = (language: Language) => (language === 'uk' ? '/uk/books' : '/books');

/** Something else on the page asking for an id, so that ids made by useId in the footer would differ. */
function IdTaker({ children }: { children?: ReactNode }) {
  return <div id={useId()}>{children}</div>;
}

const page = (language: Language, session: Session) =>
  renderToString(
    <I18nextProvider i18n={instances[language]}>
      <SessionProvider data={session}>
        <MemoryRouter initialEntries={[pathOf(language)]}>
          <IdTaker />
          <main>
            <IdTaker>
              <IdTaker />
            </IdTaker>
            <KeptFooter />
          </main>
        </MemoryRouter>
      </SessionProvider>
    </I18nextProvider>,
  );

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the footer kept as markup', () => {
  it.each([
    ['en', null],
    ['uk', null],
    ['en', reader],
    ['uk', reader],
  ] as const)(
    '%s, signed in as %j: the kept markup is what its components render in the page',
    async (language, auth) => {
      const session = sessionOf(language, auth);
      const asElements = page(language, session);
      await nextTurn();
      const asKept = page(language, session);
      expect(asKept).toBe(asElements);
      // The kept form is one element's inner markup, not a render of the footer's components again.
      expect(asKept).toContain('id="newsletter-email"');
      expect(asKept).toContain('id="footer-language"');
    },
  );

  it.each(['en', 'uk'] as const)(
    '%s: is the same for every reader, and leads a visitor home to the landing page',
    (language) => {
      const path = pathOf(language);
      const home = language === 'uk' ? '/uk' : '';
      const ofReader = footerMarkup(instances[language], sessionOf(language, reader), path);
      expect(footerMarkup(instances[language], sessionOf(language, admin), path)).toBe(ofReader);
      const ofVisitor = footerMarkup(instances[language], sessionOf(language, null), path);
      expect(ofReader).toContain(`href="${home}/home"`);
      expect(ofVisitor).toContain(`href="${home || '/'}"`);
      expect(ofVisitor.replace(`href="${home || '/'}"`, `href="${home}/home"`)).toBe(ofReader);
    },
  );
});
