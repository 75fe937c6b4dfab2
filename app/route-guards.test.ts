import { matchRoutes, type AppLoadContext, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { languages, pathInLanguage, type Language } from '#core/locale';
import routes from './routes';
import { pageTable, type Access, type PageRoute } from './route-table';

type Loader = (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => unknown;
const modules = import.meta.glob<{ loader?: Loader }>(['./routes/**/*.tsx', './components/layouts/*.tsx']);
const loaded = new Map<string, { loader?: Loader }>();

// Route modules bring the UI with them: imported once, before the cases run.
beforeAll(async () => {
  for (const [file, load] of Object.entries(modules)) loaded.set(file, await load());
}, 60_000);

/** Every page with its access and a concrete path: ':url' → 'x', optional parts left out. */
function protectedPages(pages: PageRoute[], parent = ''): { path: string; access: Access }[] {
  return pages.flatMap((page) => {
    const path = [parent, ...page.path.split('/').filter((part) => part && !part.endsWith('?'))]
      .join('/')
      .replace(/:\w+/g, 'x');
    const own = page.access === 'public' ? [] : [{ path: path || '/', access: page.access }];
    return [...own, ...protectedPages(page.children ?? [], path)];
  });
}

/** What the loaders of a page's matched routes answer: the first redirect they throw. */
async function redirectOf(path: string, context: Partial<AppLoadContext>) {
  // The config entries carry the path, index and children matching reads.
  const matches = matchRoutes(routes as unknown as RouteObject[], path) ?? [];
  for (const { route, params } of matches) {
    const module = loaded.get(`./${(route as { file: string }).file}`)!;
    try {
      await module.loader?.({
        request: new Request(`http://localhost${path}?tab=1`),
        context: context as AppLoadContext,
        params: params as Record<string, string>,
      });
    } catch (thrown) {
      if (thrown instanceof Response && thrown.status === 302) return thrown.headers.get('location');
    }
  }
  return null;
}

const guarded = protectedPages(pageTable);
const cases = languages.flatMap((language) => guarded.map((page) => ({ ...page, language })));

describe('protected pages guard themselves in their loaders', () => {
  it('covers the signed-in, author and admin pages', () => {
    expect(new Set(guarded.map((page) => page.access))).toEqual(new Set(['user', 'author', 'admin']));
  });

  it.each(cases)('$language $path ($access) sends a visitor to the login', async ({ path, language }) => {
    const localized = pathInLanguage(path, language);
    const login = pathInLanguage('/login', language as Language);
    expect(await redirectOf(localized, { auth: null, language })).toBe(
      `${login}?redirectTo=${encodeURIComponent(`${localized}?tab=1`)}`,
    );
  });

  it.each(cases.filter((page) => page.access !== 'user'))(
    '$language $path ($access) sends a signed-in reader home',
    async ({ path, language }) => {
      const reader = { userId: 1, role: 1, isAdmin: false } as AppLoadContext['auth'];
      expect(await redirectOf(pathInLanguage(path, language), { auth: reader, language })).toBe(
        pathInLanguage('/home', language),
      );
    },
  );
});
