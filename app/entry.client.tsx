import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { createI18n } from './i18n/i18n';
import { loadResources } from './i18n/resources';
import { languageOfPath } from './lib/locale';

async function hydrate() {
  const language = languageOfPath(window.location.pathname);
  const i18n = await createI18n(language, await loadResources(language));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
