import type { AppLoadContext } from 'react-router';
import { naturalSortOrder } from '#core/schemas/admin';
import { contentPageSorts } from '#core/schemas/content';
import { requireAdminPage } from '../../lib/guards.server';
import { parseAdminListParams } from '../admin/admin-list-params';
import { adminPageMeta } from '../admin/admin-meta.server';
import { notFoundPage } from './categories.server';
import { editId } from './edit-id';

type LoaderArgs = { request: Request; context: AppLoadContext };

/** `/admin/content-pages` with the kit's list query. */
export async function loadContentPagesList({ request, context }: LoaderArgs) {
  requireAdminPage(request, context);
  const params = parseAdminListParams(request.url, {
    sorts: contentPageSorts,
    defaultSort: 'title',
    naturalOrder: naturalSortOrder,
  });
  const [list, meta] = await Promise.all([
    context.services.contentAdmin.listPages(context.actor, params),
    adminPageMeta(context, 'admin-site:titles.contentPages'),
  ]);
  return { params, list, meta };
}

export type ContentPagesListData = Awaited<ReturnType<typeof loadContentPagesList>>;

/** `/admin/content-page/new` and `/:id?` (no id: a new page): the draft, its versions and history. */
export async function loadContentPageEdit({ request, context }: LoaderArgs, rawId?: string) {
  requireAdminPage(request, context);
  const id = editId(request, rawId, { path: '/admin/content-pages', language: context.language });
  const { actor, services } = context;
  const [page, versions, history] = id
    ? await Promise.all([
        services.contentAdmin.getPage(actor, id).catch(notFoundPage),
        services.contentAdmin.listVersions(actor, id, { page: 1, pageSize: 50 }).catch(notFoundPage),
        services.audit.listHistory(actor, 'content-page', id, { page: 1, pageSize: 20 }),
      ])
    : [null, null, null];
  const meta = page
    ? await adminPageMeta(context, 'admin-site:titles.contentPage', {
        name: context.language === 'uk' ? page.titleUk || page.titleEn : page.titleEn,
      })
    : await adminPageMeta(context, 'admin-site:titles.newContentPage');
  return { page, versions, history, meta };
}

export type ContentPageEditData = Awaited<ReturnType<typeof loadContentPageEdit>>;
