// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppLink, AppLinkNavigation } from './app-link';

let root: Root | null = null;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host.remove();
});

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AppLinkNavigation>
            <Outlet />
          </AppLinkNavigation>
        ),
        children: [
          {
            path: 'uk/books',
            element: (
              <main>
                <AppLink to="/uk/book/kobzar?tab=quotes" className="title" aria-label="Кобзар">
                  Кобзар
                </AppLink>
                <Link to="/uk/book/kobzar?tab=quotes" className="title" aria-label="Кобзар">
                  Кобзар
                </Link>
              </main>
            ),
          },
          { path: 'uk/book/:url', element: <h1>Книга</h1> },
        ],
      },
    ],
    { initialEntries: ['/uk/books'] },
  );
  host = document.createElement('div');
  document.body.append(host);
  act(() => {
    root = createRoot(host);
    root.render(<RouterProvider router={router} />);
  });
  return router;
}

const click = (link: Element, init: MouseEventInit = {}) =>
  act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));

describe('AppLink', () => {
  it('writes what React Router’s Link writes', () => {
    renderApp();
    const [light, link] = host.querySelectorAll('a');
    expect(light!.outerHTML).toBe(link!.outerHTML);
  });

  it('follows a plain click in the page, search included', async () => {
    const router = renderApp();
    click(host.querySelector('a')!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe('/uk/book/kobzar');
    expect(router.state.location.search).toBe('?tab=quotes');
    expect(host.querySelector('h1')?.textContent).toBe('Книга');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when the link is to the page already shown, as Link does', async () => {
    const router = renderApp();
    const link = host.querySelector('a')!;
    window.history.replaceState(null, '', '/uk/book/kobzar?tab=quotes');
    click(link);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.historyAction).toBe('REPLACE');
    window.history.replaceState(null, '', '/');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const router = renderApp();
    // What the page left undone (jsdom cannot open another document).
    let leftToBrowser = false;
    const stop = (event: Event) => ((leftToBrowser = !event.defaultPrevented), event.preventDefault());
    document.addEventListener('click', stop);
    click(host.querySelector('a')!, { ctrlKey: true });
    document.removeEventListener('click', stop);
    expect(leftToBrowser).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe('/uk/books');
  });
});
