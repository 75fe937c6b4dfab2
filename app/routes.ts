import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { prefixedLanguages } from '#core/locale';
import { pageTable, routeName, type LayoutName, type PageRoute } from './route-table';

const layoutFiles: Record<LayoutName, string> = {
  default: 'components/layouts/default-layout.tsx',
  administration: 'components/layouts/administration-layout.tsx',
  content: 'components/layouts/content-layout.tsx',
  reader: 'components/layouts/reader-layout.tsx',
  empty: 'components/layouts/empty-layout.tsx',
};

if (prefixedLanguages.length !== 1) throw new Error('the route tree has one optional locale segment');
/**
 * Every page is declared once, under an optional *static* segment: `uk?` matches `/uk/books` and
 * `/books` and nothing else, so `/xx/books` and `/uk/uk/books` fall to the 404 route as before,
 * with no loader having to turn a wrong locale away (docs/decisions/0011-one-route-tree.md).
 */
const localeSegment = `${prefixedLanguages[0]}?`;

function pageEntry(page: PageRoute, parentName = ''): RouteConfigEntry {
  const id = page.name ?? (parentName ? `${parentName}-${routeName(page.path)}` : routeName(page.path));
  const children = page.children?.map((child) => pageEntry(child, id));
  if (page.path === '') return index(page.file, { id });
  return route(page.path, page.file, { id }, children);
}

/** One route per layout, each holding its pages; the default layout also holds the 404 route. */
const layouts = [...new Set(pageTable.map((page) => page.layout))].map((layoutName) => {
  const entries = pageTable.filter((page) => page.layout === layoutName).map((page) => pageEntry(page));
  if (layoutName === 'default') entries.push(route('*', 'routes/not-found.tsx', { id: 'not-found' }));
  return route(localeSegment, layoutFiles[layoutName], { id: `layout-${layoutName}` }, entries);
});

export default layouts;
