import { CatalogueEditPage } from '../../features/admin-catalogue/catalogue-edit-page';
import { loadCatalogueEdit } from '../../features/admin-catalogue/catalogue-edit.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/compilation-edit';

/** /admin/compilation/new and the edit page of one compilation. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueEdit('compilation', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminCompilationEditPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueEditPage data={loaderData} />;
}
