import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { i18n as I18n } from 'i18next';
// The Bun build of React's renderer writes strings, which JoinedMarkup joins (decision 0033).
import { renderToPipeableStream } from 'react-dom/server.bun';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { KeptFooter } from './components/footer/kept-footer';
import { ServerFooter } from './components/footer/server-footer';
import { createI18n } from './i18n/i18n';
import { loadResources, type Language } from './i18n/resources';
import { holdingEntryScript } from './lib/hydration-after-paint.server';
import { JoinedMarkup } from './lib/joined-markup.server';
import { NonceContext } from './lib/nonce';

export const streamTimeout = 5_000;

const keptFooter = <KeptFooter />;

// In production one i18next instance per language serves every render (renders never change
// language); in development resources change under hot reload, so each request loads them afresh.
const instances = new Map<Language, Promise<I18n>>();
function i18nFor(language: Language): Promise<I18n> {
  if (!import.meta.env.PROD) return loadResources(language).then((resources) => createI18n(language, resources));
  let instance = instances.get(language);
  if (!instance) {
    instance = loadResources(language).then((resources) => createI18n(language, resources));
    instances.set(language, instance);
    // A failed load is tried again by the next render rather than failing every page after it.
    instance.catch(() => instances.delete(language));
  }
  return instance;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const language = loadContext.language;
  const i18n = await i18nFor(language);
  const nonce = loadContext.nonce;
  // Crawlers and static generation wait for all content; browsers get the shell as soon as it is ready.
  const readyEvent =
    isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerFooter.Provider value={keptFooter}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ServerFooter.Provider>
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // Deferred parts (the footer's fields) stay where they are rendered instead of being moved
        // to the end of the document, so pages read right without JavaScript too.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          // The page paints before its scripts are fetched (decision 0029).
          const body = holdingEntryScript();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(new JoinedMarkup(body).asWritable());
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
