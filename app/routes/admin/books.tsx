import { bookAdminSorts } from '#core/schemas/books-admin';
import { adminMeta } from '../../features/admin/admin-meta';
import { adminPageMeta } from '../../features/admin/admin-meta.server';
import { parseAdminListParams } from '../../features/admin/admin-list-params';
import { BookListPage, parseKindParam } from '../../features/admin-books/book-list';
import { requireAdminPage } from '../../lib/guards.server';
import type { Route } from './+types/books';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  const url = new URL(request.url);
  const params = parseAdminListParams(url, { sorts: bookAdminSorts, defaultSort: 'createdAt' });
  const kind = parseKindParam(url.searchParams.get('kind'));
  const [list, meta] = await Promise.all([
    context.services.booksAdmin.listBooks(context.actor, { ...params, kind }, context.language),
    adminPageMeta(context, 'admin-books:meta.list'),
  ]);
  return { params, kind, list, meta };
}

export const meta = ({ data }: Route.MetaArgs) => adminMeta(data);

export default function AdminBooksPage({ loaderData }: Route.ComponentProps) {
  return <BookListPage params={loaderData.params} kind={loaderData.kind} list={loaderData.list} />;
}
