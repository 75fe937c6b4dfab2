import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { z } from 'zod';
import {
  activityAnswer,
  activityBody,
  bulkActivityAnswer,
  bulkActivityBody,
  okAnswer,
  urlNameCheck,
} from '#core/schemas/admin';
import {
  adminOptions,
  adminOptionsQuery,
  catalogueBodies,
  catalogueIdParams,
  catalogueList,
  catalogueListQuery,
  catalogueRecord,
  catalogueRowIdParams,
  checkUrlIdParam,
  checkUrlQuery,
  ENTITY_IMAGE_MAX_BYTES,
  ENTITY_IMAGE_MIN_SIDE,
  imageAnswer,
  type CatalogueBody,
  type CatalogueKind,
} from '#core/schemas/catalogue-admin';
import { actorOf } from '../../lib/actor';
import { badRequest } from '../../lib/http-error';
import { requireAdmin } from '../../plugins/auth';
import { limitUploads } from '../files/upload-limits';

const security = [{ bearer: [] }];

/**
 * The admin calls every catalogue kind shares (spec §7, `/api/<kind>/admin/*`): record, id, list,
 * options, checkUrl, add, update, activity, delete; plus, designed in the spec's style, the list's
 * bulk activity (`PUT activity`) and the picture upload (`PUT {id}/image`, `DELETE {id}/image`).
 * `requireAdmin` is the first fence; the service's policy decides.
 */
export function catalogueAdminRoutes(kind: CatalogueKind): FastifyPluginAsyncZodOpenApi {
  const bodies = catalogueBodies[kind];
  const idParam = checkUrlIdParam[kind];
  const tags = [`admin ${kind}`];
  return async (app) => {
    const admin = () => app.services.catalogueAdmin.entities[kind];
    const guarded = { onRequest: [requireAdmin] };

    app.get(
      '/items',
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `A page of ${kind} records, active and inactive (search text, status, sort, order, page, page size)`,
          querystring: catalogueListQuery,
          response: { 200: catalogueList },
        },
      },
      (request) => admin().list(actorOf(request.auth), request.query, request.language),
    );

    app.get(
      '/options',
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `${kind} records as choices (inactive ones marked), by name or the most-booked matches of a search`,
          querystring: adminOptionsQuery,
          response: { 200: adminOptions },
        },
      },
      (request) => admin().options(actorOf(request.auth), request.query, request.language),
    );

    app.get(
      '/checkUrl',
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `Whether a url name may be used for a ${kind} (valid, and not another record's; ${idParam} names the record itself)`,
          querystring: checkUrlQuery(kind),
          response: { 200: urlNameCheck },
        },
      },
      (request) => {
        const query = request.query as { urlName: string } & Record<string, number | undefined>;
        return admin().checkUrl(actorOf(request.auth), query.urlName, query[idParam], request.language);
      },
    );

    app.post(
      '/add',
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `Create a ${kind} (both languages' texts, url name, active flag)`,
          body: bodies.add,
          response: { 200: catalogueRecord },
        },
      },
      (request) => admin().add(actorOf(request.auth), request.body as CatalogueBody, request.language),
    );

    app.put(
      '/update',
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `Edit a ${kind}`,
          body: bodies.update,
          response: { 200: catalogueRecord },
        },
      },
      (request) =>
        admin().update(actorOf(request.auth), request.body as CatalogueBody & { id: number }, request.language),
    );

    app.put(
      '/activity',
      {
        ...guarded,
        schema: {
          tags,
          security,
          operationId: `${kind}PutAdminActivityMany`,
          summary: `Activate or deactivate several ${kind} records at once (the list's bulk action)`,
          body: bulkActivityBody,
          response: { 200: bulkActivityAnswer },
        },
      },
      (request) => admin().setActivityMany(actorOf(request.auth), request.body.ids, request.body.active),
    );

    app.put(
      '/:id/activity',
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `Show or hide a ${kind} on the site: sets \`active\` when given, toggles it otherwise`,
          params: catalogueRowIdParams,
          body: activityBody,
          response: { 200: activityAnswer },
        },
      },
      (request) => admin().setActivity(actorOf(request.auth), request.params.id, request.body?.active),
    );

    app.put(
      '/:id/image',
      {
        onRequest: [requireAdmin, limitUploads(app)],
        schema: {
          tags,
          security,
          summary: `Upload the ${kind}'s picture (multipart field \`document\`: PNG, JPEG, WebP or GIF up to ${ENTITY_IMAGE_MAX_BYTES / 1024 / 1024} MB, at least ${ENTITY_IMAGE_MIN_SIDE}×${ENTITY_IMAGE_MIN_SIDE} px): cropped and resized by sharp to its size and twice that`,
          params: catalogueRowIdParams,
          response: { 200: imageAnswer },
        },
      },
      async (request) => {
        const file = await request.file({ limits: { fileSize: ENTITY_IMAGE_MAX_BYTES } });
        if (!file) throw badRequest('errors.catalogue.imageInvalid');
        return admin().setImage(actorOf(request.auth), request.params.id, await file.toBuffer());
      },
    );

    app.delete(
      '/:id/image',
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `Remove the ${kind}'s picture`,
          params: catalogueRowIdParams,
          response: { 200: imageAnswer },
        },
      },
      (request) => admin().setImage(actorOf(request.auth), request.params.id, null),
    );

    app.get(
      '/:id/id',
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `The id of the ${kind} named by id or url name (inactive ones too)`,
          params: catalogueIdParams,
          response: { 200: z.object({ id: z.number().int() }) },
        },
      },
      (request) => admin().getId(actorOf(request.auth), request.params.id),
    );

    app.get(
      '/:id',
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `One ${kind} by id or url name, inactive ones too: every field in both languages, its counters and what deleting it would touch`,
          params: catalogueIdParams,
          response: { 200: catalogueRecord },
        },
      },
      (request) => admin().getRecord(actorOf(request.auth), request.params.id, request.language),
    );

    app.delete(
      '/:id',
      {
        ...guarded,
        schema: {
          tags,
          security,
          summary: `Delete a ${kind}: refused (409) while it is still linked where its kind keeps links (decision 0023)`,
          params: catalogueRowIdParams,
          response: { 200: okAnswer },
        },
      },
      (request) => admin().remove(actorOf(request.auth), request.params.id),
    );
  };
}
