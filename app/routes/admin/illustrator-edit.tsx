import { CatalogueEditPage } from '../../features/admin-catalogue/catalogue-edit-page';
import { loadCatalogueEdit } from '../../features/admin-catalogue/catalogue-edit.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/illustrator-edit';

/** /admin/illustrator/new and the edit page of one illustrator. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueEdit('illustrator', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminIllustratorEditPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueEditPage data={loaderData} />;
}
