import { CatalogueListPage } from '../../features/admin-catalogue/catalogue-list-page';
import { loadCatalogueList } from '../../features/admin-catalogue/catalogue-list.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/tags';

/** /admin/tags: every tag, active and inactive, searchable, sortable, with bulk activity. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueList('tag', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminTagsPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueListPage data={loaderData} />;
}
