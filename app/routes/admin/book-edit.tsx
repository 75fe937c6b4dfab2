import { data, redirect } from 'react-router';
import { pathInLanguage } from '#core/locale';
import { adminMeta } from '../../features/admin/admin-meta';
import { adminPageMeta } from '../../features/admin/admin-meta.server';
import { titleIn } from '../../features/admin-books/book-cover';
import { BookEditPage } from '../../features/admin-books/book-edit-page';
import { requireAdminPage } from '../../lib/guards.server';
import type { Route } from './+types/book-edit';

const isNotFound = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode === 404;

/** `/admin/book/:id`: the book by its id (a urlName opens it too); without one, the list. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  if (!params.id) throw redirect(pathInLanguage('/admin/books', context.language));
  const { actor, language, services } = context;
  try {
    const id = /^\d{1,9}$/.test(params.id)
      ? Number(params.id)
      : (await services.booksAdmin.resolveBook(actor, params.id)).id;
    const [book, history] = await Promise.all([
      services.booksAdmin.getBook(actor, id, language),
      services.audit.listHistory(actor, 'book', id, { page: 1, pageSize: 20 }),
    ]);
    const meta = await adminPageMeta(context, 'admin-books:meta.edit', { title: titleIn(language, book) });
    return { book, history, meta };
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta = ({ data: loaded }: Route.MetaArgs) => adminMeta(loaded);

export default function AdminBookEditPage({ loaderData }: Route.ComponentProps) {
  return <BookEditPage key={loaderData.book.id} book={loaderData.book} history={loaderData.history} />;
}
