import { CatalogueEditPage } from '../../features/admin-catalogue/catalogue-edit-page';
import { loadCatalogueEdit } from '../../features/admin-catalogue/catalogue-edit.server';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/series-edit';

/** /admin/series/new and the edit page of one series. */
export const loader = (args: Route.LoaderArgs) => loadCatalogueEdit('series', args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminSeriesEditPage({ loaderData }: Route.ComponentProps) {
  return <CatalogueEditPage data={loaderData} />;
}
