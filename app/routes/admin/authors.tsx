import { CatalogueListPage } from '../../features/admin-catalogue/catalogue-list-page';
import { loadCatalogueList } from '../../features/admin-catalogue/catalogue-list.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/authors';

/** /admin/authors: every author, active and inactive, searchable, sortable, with bulk activity. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueList('author', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminAuthorsPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueListPage data={loaderData} />;
}
