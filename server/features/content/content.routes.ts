import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { okResponseSchema } from '#core/schemas/auth';
import { activityAnswer, activityBody, bulkActivityAnswer, bulkActivityBody, urlNameCheck } from '#core/schemas/admin';
import {
  contentPage,
  contentPageCheckUrlQuery,
  contentPageAddBody,
  contentPageDetails,
  contentPageIdParams,
  contentPageList,
  contentPageListQuery,
  contentPagePublishBody,
  contentPageUpdateBody,
  contentPageVersion,
  contentPageVersionList,
  contentPageVersionParams,
  contentPageVersionsQuery,
  contentSlugParams,
} from '#core/schemas/content';
import { actorOf } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import { requireAdmin } from '../../plugins/auth';

const tags = ['content'];
const adminTags = ['admin content pages'];
const security = [{ bearer: [] }];

/**
 * Content pages (about, privacy policy, terms...) under /api/content: the published page for
 * everyone, and under /admin the drafts, versions and publication (the spec lists no content
 * calls; these follow the style of the other entities' admin calls).
 */
export const contentRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const admin = () => app.services.contentAdmin;
  const guarded = { onRequest: [requireAdmin] };

  app.get(
    '/admin/items',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary: 'A page of content pages (title search, active, sort)',
        querystring: contentPageListQuery,
        response: { 200: contentPageList },
      },
    },
    (request) => admin().listPages(actorOf(request.auth), request.query),
  );

  app.post(
    '/admin/add',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary: 'Add a content page with its first draft (HTML bodies are sanitized); public once published',
        body: contentPageAddBody,
        response: { 200: contentPageDetails },
      },
    },
    (request) => admin().addPage(actorOf(request.auth), request.body),
  );

  app.put(
    '/admin/update',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary: 'Save the draft of a content page (HTML bodies are sanitized); readers keep the published version',
        body: contentPageUpdateBody,
        response: { 200: contentPageDetails },
      },
    },
    (request) => admin().updatePage(actorOf(request.auth), request.body),
  );

  app.put(
    '/admin/:id/publish',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary:
          "Publish the saved draft as the next version; a version readers must accept joins every older account's updatedContentPages",
        params: contentPageIdParams,
        body: contentPagePublishBody,
        response: { 200: contentPageDetails },
      },
    },
    (request) => admin().publishPage(actorOf(request.auth), request.params.id, request.body),
  );

  app.get(
    '/admin/checkUrl',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary: 'Whether a link name may be used by a content page (pageId: the page keeping its own)',
        querystring: contentPageCheckUrlQuery,
        response: { 200: urlNameCheck },
      },
    },
    (request) => admin().checkUrl(actorOf(request.auth), request.query.urlName, request.query.pageId, request.language),
  );

  app.put(
    '/admin/activity',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary: 'Switch several content pages on or off (the list’s bulk action)',
        operationId: 'contentPutAdminActivityMany',
        body: bulkActivityBody,
        response: { 200: bulkActivityAnswer },
      },
    },
    (request) => admin().setActivityOf(actorOf(request.auth), request.body),
  );

  app.put(
    '/admin/:id/activity',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary: 'Switch a content page on or off (off: readers get 404); `active` sets it, none toggles',
        params: contentPageIdParams,
        body: activityBody,
        response: { 200: activityAnswer },
      },
    },
    (request) => admin().setActivity(actorOf(request.auth), request.params.id, request.body?.active),
  );

  app.get(
    '/admin/:id/versions',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary: 'The published versions of a content page, newest first',
        params: contentPageIdParams,
        querystring: contentPageVersionsQuery,
        response: { 200: contentPageVersionList },
      },
    },
    (request) => admin().listVersions(actorOf(request.auth), request.params.id, request.query),
  );

  app.get(
    '/admin/:id/versions/:version',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary: 'One published version of a content page, with its texts',
        operationId: 'contentGetAdminVersion',
        params: contentPageVersionParams,
        response: { 200: contentPageVersion },
      },
    },
    (request) => admin().getVersion(actorOf(request.auth), request.params.id, request.params.version),
  );

  app.get(
    '/admin/:id',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary: 'A content page with its draft and the state of its published version',
        params: contentPageIdParams,
        response: { 200: contentPageDetails },
      },
    },
    (request) => admin().getPage(actorOf(request.auth), request.params.id),
  );

  app.delete(
    '/admin/:id',
    {
      ...guarded,
      schema: {
        tags: adminTags,
        security,
        summary: 'Delete a content page with its versions (never the privacy policy or the terms)',
        params: contentPageIdParams,
        response: { 200: okResponseSchema },
      },
    },
    (request) => admin().deletePage(actorOf(request.auth), request.params.id),
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags,
        summary: 'An active content page by slug: its published version, in the request language',
        params: contentSlugParams,
        response: { 200: contentPage },
      },
    },
    async (request) => {
      const page = await app.services.content.getContentPage({ slug: request.params.slug }, request.language);
      if (!page) throw notFound();
      return page;
    },
  );
};
