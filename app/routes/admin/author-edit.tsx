import { CatalogueEditPage } from '../../features/admin-catalogue/catalogue-edit-page';
import { loadCatalogueEdit } from '../../features/admin-catalogue/catalogue-edit.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/author-edit';

/** /admin/author/new and the edit page of one author. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueEdit('author', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminAuthorEditPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueEditPage data={loaderData} />;
}
