import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { pageTable, routeName, type Access, type LayoutName, type PageRoute } from './route-table';

const locales = [
  { code: 'en', prefix: '' },
  { code: 'uk', prefix: 'uk' },
] as const;

const layoutFiles: Record<LayoutName, string> = {
  default: 'components/layouts/default-layout.tsx',
  administration: 'components/layouts/administration-layout.tsx',
  content: 'components/layouts/content-layout.tsx',
  reader: 'components/layouts/reader-layout.tsx',
  empty: 'components/layouts/empty-layout.tsx',
};

const guardFiles: Record<Exclude<Access, 'public'>, string> = {
  user: 'components/guards/auth-user.tsx',
  author: 'components/guards/auth-author.tsx',
  admin: 'components/guards/auth-admin.tsx',
};

function pageEntry(page: PageRoute, locale: string, parentName = ''): RouteConfigEntry {
  const name = page.name ?? (parentName ? `${parentName}-${routeName(page.path)}` : routeName(page.path));
  const id = `${name}-${locale}`;
  const children = page.children?.map((child) => pageEntry(child, locale, name));
  if (page.path === '') return index(page.file, { id });
  return route(page.path, page.file, { id }, children);
}

/** One layout route per layout; inside it the public pages and one guard route per protected access. */
function localeRoutes(code: string, prefix: string): RouteConfigEntry[] {
  const layoutNames = [...new Set(pageTable.map((page) => page.layout))];
  const layouts = layoutNames.map((layoutName) => {
    const pages = pageTable.filter((page) => page.layout === layoutName);
    const entries: RouteConfigEntry[] = pages
      .filter((page) => page.access === 'public')
      .map((page) => pageEntry(page, code));
    for (const access of ['user', 'author', 'admin'] as const) {
      const guarded = pages.filter((page) => page.access === access);
      if (guarded.length)
        entries.push(
          layout(
            guardFiles[access],
            { id: `auth-${access}-${layoutName}-${code}` },
            guarded.map((page) => pageEntry(page, code)),
          ),
        );
    }
    if (layoutName === 'default') entries.push(route('*', 'routes/not-found.tsx', { id: `not-found-${code}` }));
    const id = `layout-${layoutName}-${code}`;
    // The locale's prefix sits on its layouts: a path outside it fails at the layout, before React
    // Router tries each of the locale's pages (it tries every branch of ~560 in rank order).
    return prefix
      ? route(prefix, layoutFiles[layoutName], { id }, entries)
      : layout(layoutFiles[layoutName], { id }, entries);
  });
  return layouts;
}

export default locales.flatMap(({ code, prefix }) => localeRoutes(code, prefix));
