import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createI18n } from './i18n/i18n';
import { loadResources } from './i18n/resources';
import { languageOfPath } from './lib/locale';
import { NonceContext } from './lib/nonce';

async function hydrate() {
  const language = languageOfPath(window.location.pathname);
  const i18n = await createI18n(language, await loadResources(language));
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
