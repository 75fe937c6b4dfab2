import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { loadSignedInMenu } from './components/header/signed-in-menu-code';
import { createI18n } from './i18n/i18n';
import { loadResources } from './i18n/resources';
import { languageOfPath } from '#core/locale';
import { NonceContext } from './lib/nonce';

async function hydrate() {
  const language = languageOfPath(window.location.pathname);
  const [resources] = await Promise.all([
    loadResources(language),
    // The signed-in corner must be there to hydrate; visitors never load its code.
    document.documentElement.dataset.signedIn === undefined ? null : loadSignedInMenu(),
  ]);
  const i18n = await createI18n(language, resources);
  // The browser hides nonce attributes but keeps the property: hydrate with the server's value.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <NonceContext.Provider value={nonce}>
          <I18nextProvider i18n={i18n}>
            <HydratedRouter />
          </I18nextProvider>
        </NonceContext.Provider>
      </StrictMode>,
    );
  });
}

void hydrate();
