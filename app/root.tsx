import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { RouteError } from './components/errors/route-error';
import { loadSignedInMenu } from './components/header/signed-in-menu-code';
import { GlobalModals } from './components/modals/global-modals';
import { deferredPartsHydrated } from './components/shell/deferred-part';
import { NotificationsHost } from './components/shell/notifications-host';
import { SessionProvider, type Session } from './features/session/session-context';
import { AppLinkNavigation } from './components/ui/app-link';
import { useLanguageSync } from './i18n/use-language-sync';
import { configureApi } from './lib/api-client';
import { startHydrationAfterPaint } from './lib/hydration-after-paint';
import { languageOfPath, pathInLanguage } from '#core/locale';
import { mantineTheme } from './lib/mantine-theme';
import { themeCssVariables } from './lib/theme-css-variables';
import { useNonce } from './lib/nonce';
import { cookieColorSchemeManager, resolveTheme, themeFromCookie } from './lib/theme';

export async function loader({ request, context }: Route.LoaderArgs): Promise<Session> {
  const theme = themeFromCookie(request.headers.get('cookie'));
  // The server renders a signed-in corner in full, so it loads that lazy code first.
  if (context.auth) await loadSignedInMenu();
  return {
    theme,
    language: context.language,
    token: context.token,
    auth: context.auth ? { userId: context.auth.userId, role: context.auth.role, isAdmin: context.auth.isAdmin } : null,
    config: context.publicConfig,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// The root's data changes only with the session, the theme or the language: not on every link.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);
}

const colorSchemeManager = cookieColorSchemeManager();

function AlternateLinks() {
  const location = useLocation();
  const data = useRouteLoaderData<RootData>('root');
  const origin = data?.config.appUrl ?? '';
  const language = languageOfPath(location.pathname);
  return (
    <>
      <link rel="canonical" href={origin + pathInLanguage(location.pathname, language)} />
      <link rel="alternate" hrefLang="en" href={origin + pathInLanguage(location.pathname, 'en')} />
      <link rel="alternate" hrefLang="uk" href={origin + pathInLanguage(location.pathname, 'uk')} />
      <link rel="alternate" hrefLang="x-default" href={origin + pathInLanguage(location.pathname, 'en')} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const scheme = resolveTheme(data?.theme ?? 'system');
  // Tells browser journeys that React is interactive (error pages included), deferred parts too.
  useEffect(() => void deferredPartsHydrated().then(() => (document.documentElement.dataset.hydrated = 'true')), []);
  return (
    <html
      lang={languageOfPath(location.pathname)}
      {...mantineHtmlProps}
      data-mantine-color-scheme={scheme}
      data-signed-in={data?.auth ? '' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={scheme === 'dark' ? '#1a1b1e' : '#ffffff'} />
        <link rel="icon" href="/favicon.ico" />
        <Meta />
        <Links />
        <AlternateLinks />
        <ColorSchemeScript nonce={nonce} defaultColorScheme={scheme} />
        <style data-mantine-styles nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCssVariables }} />
      </head>
      <body>
        <MantineProvider
          theme={mantineTheme}
          defaultColorScheme={scheme}
          colorSchemeManager={colorSchemeManager}
          withCssVariables={false}
        >
          <NotificationsHost />
          <AppLinkNavigation>{children}</AppLinkNavigation>
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: startHydrationAfterPaint }} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageSync(loaderData.language);
  configureApi(loaderData);
  return (
    <SessionProvider data={loaderData}>
      <Outlet />
      <GlobalModals />
    </SessionProvider>
  );
}

// Errors above every layout (the root loader itself); pages' errors keep their layout.
export function ErrorBoundary() {
  return <RouteError />;
}
