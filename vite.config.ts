import { reactRouter } from '@react-router/dev/vite';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

const appFile = (path: string) => new URL(path, import.meta.url).pathname;

const mantine = (folders: string) => new RegExp(`/node_modules/@mantine/core/esm/(${folders})/`);

/**
 * Route files whose imports load on (nearly) every page: the root, then the default layout. Some
 * package code goes with them that would otherwise scatter in crumbs, each compressed on its own:
 * Mantine's core (theme, styles API, Box), which every component uses, with the root; the small
 * Mantine components of the footer and the landing page with the default layout.
 */
const shellFiles = [
  { name: 'shell', file: appFile('./app/root.tsx'), packages: mantine('core') },
  {
    name: 'default-shell',
    file: appFile('./app/components/layouts/default-layout.tsx'),
    packages: mantine('components/(Anchor|Badge|Divider|Grid|Paper|SimpleGrid|ThemeIcon|VisuallyHidden)'),
  },
];

const isCss = (id: string) => /\.css($|\?)/.test(id);
const appImportsOf = (ctx: ChunkingContext, id: string) =>
  (ctx.getModuleInfo(id)?.importedIds ?? []).filter((imported) => !imported.includes('/node_modules/'));

/** Per chunking pass: each shell file's app imports (direct or not), and which app modules reach a stylesheet. */
const passes = new WeakMap<ChunkingContext, { imports: Map<string, Set<string>>; styled: Map<string, boolean> }>();

function passOf(ctx: ChunkingContext) {
  let pass = passes.get(ctx);
  if (!pass) passes.set(ctx, (pass = { imports: new Map(), styled: new Map() }));
  return pass;
}

function importsOf(ctx: ChunkingContext, file: string): Set<string> {
  const { imports } = passOf(ctx);
  let seen = imports.get(file);
  if (seen) return seen;
  seen = new Set();
  const stack = appImportsOf(ctx, file);
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...appImportsOf(ctx, id));
  }
  imports.set(file, seen);
  return seen;
}

function reachesCss(ctx: ChunkingContext, id: string): boolean {
  const { styled } = passOf(ctx);
  const known = styled.get(id);
  if (known !== undefined) return known;
  styled.set(id, false); // import cycles
  const result = isCss(id) || appImportsOf(ctx, id).some((imported) => reachesCss(ctx, imported));
  styled.set(id, result);
  return result;
}

/**
 * Left to itself the bundler splits what ~70 route modules share into some 90 small chunks, each
 * compressed on its own: that cost the landing page about 20 KB gzip (issue 4). Instead the app
 * modules each shell file imports, with the package code they use, go into one chunk per file; the
 * higher priority keeps what both import in the root's chunk.
 * Modules that reach a stylesheet stay out, in automatic chunks: React Router marks the CSS of any
 * chunk a lazy module imports, even indirectly, as dynamic (an href ending in `#`), and lazy
 * modules import these chunks.
 */
const codeSplitting = {
  groups: shellFiles.map(({ name, file, packages }, index) => ({
    name: (id: string, ctx: ChunkingContext) =>
      (importsOf(ctx, file).has(id) && !reachesCss(ctx, id)) || packages.test(id) ? name : null,
    priority: shellFiles.length - index,
    debugName: name,
  })),
};

/**
 * Every icon of @tabler/icons-react is made by the package's `createReactComponent`; the server's
 * build gives them app/lib/tabler-icon.ts instead, which writes the same markup with the paths as
 * the svg's inner markup: one element per icon for React to render (decision 0034). The browser
 * keeps Tabler's own, which hydrates the same markup; so do development and the tests.
 */
function tablerIconsAsOneElement(): Plugin {
  const replacement = appFile('./app/lib/tabler-icon.ts');
  return {
    name: 'tabler-icons-as-one-element',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && Boolean(isSsrBuild),
    enforce: 'pre',
    resolveId(source, importer) {
      const fromTabler = importer?.includes('/node_modules/@tabler/icons-react/dist/esm/icons/');
      return fromTabler && source === '../createReactComponent.mjs' ? replacement : null;
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tablerIconsAsOneElement(), reactRouter()],
  css: { postcss: './postcss.config.cjs' },
  // The server bundle takes only the icons and Mantine modules the pages use: imported from
  // node_modules whole, the icon set (~5,000 components) and every Mantine module cost the
  // production process ~95 MB at rest (docs/performance.md). Development keeps Vite's defaults.
  ssr: command === 'build' ? { noExternal: ['@tabler/icons-react', /^@mantine\//] } : {},
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting } },
  },
}));
