import { CatalogueEditPage } from '../../features/admin-catalogue/catalogue-edit-page';
import { loadCatalogueEdit } from '../../features/admin-catalogue/catalogue-edit.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/translator-edit';

/** /admin/translator/new and the edit page of one translator. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueEdit('translator', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminTranslatorEditPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueEditPage data={loaderData} />;
}
