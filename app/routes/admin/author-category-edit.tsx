import { adminMeta } from '../../features/admin/admin-meta';
import { loadCategoryEdit } from '../../features/admin-site/categories.server';
import { CategoryEditPage } from '../../features/admin-site/category-edit-page';
import type { Route } from './+types/author-category-edit';

/** /admin/category/author-category/new and /:id: an author category of the home page. */
export const loader = (args: Route.LoaderArgs) => loadCategoryEdit('author', args, args.params.id);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminAuthorCategoryEditPage({ loaderData }: Route.ComponentProps) {
  return <CategoryEditPage data={loaderData} />;
}
