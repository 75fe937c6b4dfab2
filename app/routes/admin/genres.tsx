import { CatalogueListPage } from '../../features/admin-catalogue/catalogue-list-page';
import { loadCatalogueList } from '../../features/admin-catalogue/catalogue-list.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/genres';

/** /admin/genres: every genre, active and inactive, searchable, sortable, with bulk activity. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueList('genre', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminGenresPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueListPage data={loaderData} />;
}
