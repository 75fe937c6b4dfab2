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

function pageEntry(page: PageRoute, locale: string, prefix: string, parentName = ''): RouteConfigEntry {
  const name = page.name ?? (parentName ? `${parentName}-${routeName(page.path)}` : routeName(page.path));
  const id = `${name}-${locale}`;
  const children = page.children?.map((child) => pageEntry(child, locale, '', name));
  if (page.path === '' && !prefix) return index(page.file, { id });
  const path = [prefix, page.path].filter(Boolean).join('/');
  return route(path, page.file, { id }, children);
}

/** One layout route per layout; inside it the public pages and one guard route per protected access. */
function localeRoutes(code: string, prefix: string): RouteConfigEntry[] {
  const layoutNames = [...new Set(pageTable.map((page) => page.layout))];
  const layouts = layoutNames.map((layoutName) => {
    const pages = pageTable.filter((page) => page.layout === layoutName);
    const entries: RouteConfigEntry[] = pages
      .filter((page) => page.access === 'public')
      .map((page) => pageEntry(page, code, prefix));
    for (const access of ['user', 'author', 'admin'] as const) {
      const guarded = pages.filter((page) => page.access === access);
      if (guarded.length)
        entries.push(
          layout(
            guardFiles[access],
            { id: `auth-${access}-${layoutName}-${code}` },
            guarded.map((page) => pageEntry(page, code, prefix)),
          ),
        );
    }
    if (layoutName === 'default')
      entries.push(route(prefix ? `${prefix}/*` : '*', 'routes/not-found.tsx', { id: `not-found-${code}` }));
    return layout(layoutFiles[layoutName], { id: `layout-${layoutName}-${code}` }, entries);
  });
  return layouts;
}

export default locales.flatMap(({ code, prefix }) => localeRoutes(code, prefix));
