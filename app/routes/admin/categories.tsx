import { adminMeta } from '../../features/admin/admin-meta';
import { loadCategoriesList } from '../../features/admin-site/categories.server';
import { CategoriesListPage } from '../../features/admin-site/categories-list-page';
import type { Route } from './+types/categories';

/** /admin/categories: book or author categories of the home page, per language. */
export const loader = (args: Route.LoaderArgs) => loadCategoriesList(args);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminCategoriesPage({ loaderData }: Route.ComponentProps) {
  return <CategoriesListPage data={loaderData} />;
}
