import { data, redirect, type AppLoadContext } from 'react-router';
import { pathInLanguage, stripLocale } from '#core/locale';
import type { CatalogueKind } from '#core/schemas/catalogue-admin';
import { requireAdminPage } from '../../lib/guards.server';
import { adminPageMeta } from '../admin/admin-meta.server';
import { orNotFound } from '../catalogue-entities/entity-loaders';
import { catalogueKindViews, recordName } from './catalogue-kinds';

const HISTORY_PAGE = { page: 1, pageSize: 20 };

/**
 * The loader of a create or edit page (`/admin/author/new`, `/admin/author/:id`): the record with
 * its history (and an author's similar authors), or nothing for a new one. An edit path without
 * an id sends the administrator to the list (decision 0023; decision 0007 does the same for the
 * singular paths the spec redirects); an unknown id is the 404 page.
 */
export async function loadCatalogueEdit(
  kind: CatalogueKind,
  { request, params, context }: { request: Request; params: { id?: string }; context: AppLoadContext },
) {
  requireAdminPage(request, context);
  const { actor, language, services } = context;
  const view = catalogueKindViews[kind];
  if (stripLocale(new URL(request.url).pathname).endsWith('/new'))
    return {
      kind,
      record: null,
      history: null,
      similar: [],
      meta: await adminPageMeta(context, `admin-catalogue:kinds.${kind}.new`),
    };
  if (!params.id) throw redirect(pathInLanguage(view.listPath, language));
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const id = Number(params.id);
  const admin = services.catalogueAdmin;
  const record = await orNotFound(() => admin.entities[kind].getRecord(actor, id, language));
  const [history, similar, meta] = await Promise.all([
    services.audit.listHistory(actor, kind, id, HISTORY_PAGE),
    kind === 'author' ? admin.similarAuthors.listSimilar(actor, id, language) : [],
    adminPageMeta(context, 'admin-catalogue:edit.pageTitle', {
      name: recordName(record, language),
    }),
  ]);
  return { kind, record, history, similar, meta };
}

export type CatalogueEditData = Awaited<ReturnType<typeof loadCatalogueEdit>>;
