import { CatalogueEditPage } from '../../features/admin-catalogue/catalogue-edit-page';
import { loadCatalogueEdit } from '../../features/admin-catalogue/catalogue-edit.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/tag-edit';

/** /admin/tag/new and the edit page of one tag. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueEdit('tag', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminTagEditPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueEditPage data={loaderData} />;
}
