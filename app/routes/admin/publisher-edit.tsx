import { CatalogueEditPage } from '../../features/admin-catalogue/catalogue-edit-page';
import { loadCatalogueEdit } from '../../features/admin-catalogue/catalogue-edit.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/publisher-edit';

/** /admin/publisher/new and the edit page of one publisher. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueEdit('publisher', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminPublisherEditPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueEditPage data={loaderData} />;
}
