import { data, redirect, type AppLoadContext } from 'react-router';
import { pathInLanguage } from '#core/locale';
import {
  categoryNaturalOrder,
  categorySorts,
  type CategoryKind,
  type CategoryListQuery,
} from '#core/schemas/categories';
import { requireAdminPage } from '../../lib/guards.server';
import { parseAdminListParams } from '../admin/admin-list-params';
import { adminPageMeta } from '../admin/admin-meta.server';
import { categoryEditPath } from './category-paths';
import { editId } from './edit-id';

type LoaderArgs = { request: Request; context: AppLoadContext };

/** `/admin/categories?kind=book|author&language=en|uk` and the kit's list query. */
export async function loadCategoriesList({ request, context }: LoaderArgs) {
  requireAdminPage(request, context);
  const url = new URL(request.url);
  const kind: CategoryKind = url.searchParams.get('kind') === 'author' ? 'author' : 'book';
  const language = url.searchParams.get('language');
  const params = parseAdminListParams(url, {
    sorts: categorySorts,
    defaultSort: 'position',
    naturalOrder: categoryNaturalOrder,
  });
  const query: CategoryListQuery = {
    ...params,
    kind,
    language: language === 'en' || language === 'uk' ? language : undefined,
  };
  const [list, meta] = await Promise.all([
    context.services.categories.listCategories(context.actor, query),
    adminPageMeta(context, 'admin-site:titles.categories'),
  ]);
  return { kind, language: query.language ?? null, params, list, meta };
}

export type CategoriesListData = Awaited<ReturnType<typeof loadCategoriesList>>;

/** `/admin/category/{kind}-category/new` and `/:id` (without id: the list); another kind's id goes to its own path. */
export async function loadCategoryEdit(kind: CategoryKind, { request, context }: LoaderArgs, rawId?: string) {
  requireAdminPage(request, context);
  const { actor, language, services } = context;
  const id = editId(request, rawId, { path: `/admin/categories${kind === 'author' ? '?kind=author' : ''}`, language });
  const [category, history] = id
    ? await Promise.all([
        services.categories.getCategory(actor, id, language).catch(notFoundPage),
        services.audit.listHistory(actor, 'category', id, { page: 1, pageSize: 20 }),
      ])
    : [null, null];
  if (category && category.kind !== kind) throw redirect(pathInLanguage(categoryEditPath(category), language));
  const meta = category
    ? await adminPageMeta(context, 'admin-site:titles.category', {
        name: language === 'uk' ? category.titleUk || category.titleEn : category.titleEn,
      })
    : await adminPageMeta(
        context,
        kind === 'book' ? 'admin-site:titles.newBookCategory' : 'admin-site:titles.newAuthorCategory',
      );
  return { kind, category, history, meta };
}

export type CategoryEditData = Awaited<ReturnType<typeof loadCategoryEdit>>;

/** A record the service did not find answers the 404 page. */
export function notFoundPage(error: unknown): never {
  if ((error as { statusCode?: number }).statusCode === 404) throw data(null, { status: 404 });
  throw error;
}
