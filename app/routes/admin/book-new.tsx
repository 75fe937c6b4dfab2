import { adminMeta } from '../../features/admin/admin-meta';
import { adminPageMeta } from '../../features/admin/admin-meta.server';
import { BookCreatePage } from '../../features/admin-books/book-create-page';
import { requireAdminPage } from '../../lib/guards.server';
import type { Route } from './+types/book-new';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  return { meta: await adminPageMeta(context, 'admin-books:meta.new') };
}

export const meta = ({ data }: Route.MetaArgs) => adminMeta(data);

export default function AdminBookNewPage() {
  return <BookCreatePage />;
}
