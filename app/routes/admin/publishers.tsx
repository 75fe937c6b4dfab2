import { CatalogueListPage } from '../../features/admin-catalogue/catalogue-list-page';
import { loadCatalogueList } from '../../features/admin-catalogue/catalogue-list.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/publishers';

/** /admin/publishers: every publisher, active and inactive, searchable, sortable, with bulk activity. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueList('publisher', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminPublishersPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueListPage data={loaderData} />;
}
