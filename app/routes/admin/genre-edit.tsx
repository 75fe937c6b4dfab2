import { CatalogueEditPage } from '../../features/admin-catalogue/catalogue-edit-page';
import { loadCatalogueEdit } from '../../features/admin-catalogue/catalogue-edit.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/genre-edit';

/** /admin/genre/new and the edit page of one genre. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueEdit('genre', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminGenreEditPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueEditPage data={loaderData} />;
}
