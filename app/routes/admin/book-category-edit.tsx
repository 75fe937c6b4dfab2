import { adminMeta } from '../../features/admin/admin-meta';
import { loadCategoryEdit } from '../../features/admin-site/categories.server';
import { CategoryEditPage } from '../../features/admin-site/category-edit-page';
import type { Route } from './+types/book-category-edit';

/** /admin/category/book-category/new and /:id: a book category of the home page. */
export const loader = (args: Route.LoaderArgs) => loadCategoryEdit('book', args, args.params.id);

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data);

export default function AdminBookCategoryEditPage({ loaderData }: Route.ComponentProps) {
  return <CategoryEditPage data={loaderData} />;
}
