import { CatalogueListPage } from '../../features/admin-catalogue/catalogue-list-page';
import { loadCatalogueList } from '../../features/admin-catalogue/catalogue-list.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/compilations';

/** /admin/compilations: every compilation, active and inactive, searchable, sortable, with bulk activity. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueList('compilation', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminCompilationsPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueListPage data={loaderData} />;
}
