import type { AppLoadContext } from 'react-router';
import { catalogueSorts, type CatalogueKind } from '#core/schemas/catalogue-admin';
import { requireAdminPage } from '../../lib/guards.server';
import { adminPageMeta } from '../admin/admin-meta.server';
import { parseAdminListParams } from '../admin/admin-list-params';
import { TREE_VIEW } from './catalogue-kinds';

/**
 * The loader of an administration list (`/admin/authors`…): the page of the URL's query, rendered
 * by the server; for genres asked `?view=tree`, the whole tree instead.
 */
export async function loadCatalogueList(
  kind: CatalogueKind,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  requireAdminPage(request, context);
  const { actor, language, services } = context;
  const params = parseAdminListParams(request.url, { sorts: catalogueSorts, defaultSort: 'name' });
  const treeView = kind === 'genre' && new URL(request.url).searchParams.get('view') === TREE_VIEW;
  const [list, tree, meta] = await Promise.all([
    services.catalogueAdmin.entities[kind].list(actor, params, language),
    treeView ? services.catalogueAdmin.genreTree.listTree(actor, language) : null,
    adminPageMeta(context, `admin-catalogue:kinds.${kind}.list`),
  ]);
  return { kind, params, list, tree, meta };
}

export type CatalogueListData = Awaited<ReturnType<typeof loadCatalogueList>>;
