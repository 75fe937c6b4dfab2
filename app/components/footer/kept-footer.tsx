/*
 * The footer is the same on every page of a language but for the logo's link (home for a signed-in
 * reader): some 120 elements, a sixth of a cold page's render. The server renders it once per
 * language and sign-in, keeps the markup, and writes it into each page as the inner HTML of one
 * element. The browser renders the footer's components over it, which hydrate that markup as they
 * would React's own: its fields carry fixed ids, since ids made by `useId` follow the place in the
 * tree. entry.server.tsx hands it to `SiteFooter`. Decision 0036.
 */
import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { renderToString } from 'react-dom/server.bun';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { SessionProvider, useSession, type Session } from '../../features/session/session-context';
import { useLocale } from '../shell/use-locale';
import { FooterContent } from './footer-content';
import * as fields from './footer-fields';
import classes from './footer.module.css';

/** Per i18next instance (one per language in production, one per request in development): markup by sign-in and year. */
const kept = new WeakMap<I18n, Map<string, string | null>>();

/** The footer's inner markup on a page of `path`'s language, for this session's sign-in. */
export function footerMarkup(i18n: I18n, session: Session, path: string): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <SessionProvider data={session}>
        <MemoryRouter initialEntries={[path]}>
          <FooterContent fields={fields} />
        </MemoryRouter>
      </SessionProvider>
    </I18nextProvider>,
  );
}

/** The server's footer: the kept markup, or (while it is made, after this render) the footer's elements. */
export function KeptFooter() {
  const session = useSession();
  const { to } = useLocale();
  const { i18n } = useContext(I18nContext);
  let byKey = kept.get(i18n);
  if (!byKey) kept.set(i18n, (byKey = new Map()));
  const key = `${session.auth ? 'reader' : 'visitor'}:${new Date().getFullYear()}`;
  const markup = byKey.get(key);
  if (markup) return <footer className={classes.footer} dangerouslySetInnerHTML={{ __html: markup }} />;
  if (markup === undefined) {
    byKey.set(key, null);
    // Not within this render: React's server renderer keeps the component being rendered in module state.
    setImmediate(() => {
      try {
        byKey.set(key, footerMarkup(i18n, session, to('/')));
      } catch (error) {
        // The pages keep writing the footer's elements, which fail on their own if the footer does.
        console.error('The footer could not be kept as markup:', error);
      }
    });
  }
  return (
    <footer className={classes.footer}>
      <FooterContent fields={fields} />
    </footer>
  );
}
