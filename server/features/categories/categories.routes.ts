import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { okResponseSchema } from '#core/schemas/auth';
import { activityBody } from '#core/schemas/admin';
import {
  categoryActivity,
  categoryAddBody,
  categoryCandidates,
  categoryCandidatesQuery,
  categoryDetails,
  categoryIdParams,
  categoryList,
  categoryListQuery,
  categoryMembersBody,
  categoryUpdateBody,
} from '#core/schemas/categories';
import { actorOf } from '../../lib/actor';
import { requireAdmin } from '../../plugins/auth';

const tags = ['admin categories'];
const security = [{ bearer: [] }];

/**
 * Categories of the home page (spec §3 Category, §5 rule) under /api/category/admin, in the style
 * of the other entities' admin calls; the spec lists no category calls.
 */
export const categoriesRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const service = () => app.services.categories;
  const guarded = { onRequest: [requireAdmin] };

  app.get(
    '/admin/items',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'A page of book or author categories (language, active, title search, sort)',
        querystring: categoryListQuery,
        response: { 200: categoryList },
      },
    },
    (request) => service().listCategories(actorOf(request.auth), request.query),
  );

  app.get(
    '/admin/candidates',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Books or authors to add to a category, found by name (inactive ones too)',
        querystring: categoryCandidatesQuery,
        response: { 200: categoryCandidates },
      },
    },
    (request) => service().listCandidates(actorOf(request.auth), request.query, request.language),
  );

  app.post(
    '/admin/add',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Add a category; the first of its type and language is active, an active one replaces the active one',
        body: categoryAddBody,
        response: { 200: categoryDetails },
      },
    },
    (request) => service().addCategory(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/admin/update',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Edit a category: titles, type, language and place on the home page',
        body: categoryUpdateBody,
        response: { 200: categoryDetails },
      },
    },
    (request) => service().updateCategory(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/admin/:id/activity',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Make a category the active one of its type and language (the one active before is switched off); the active one cannot be switched off alone (409). `active` sets it, none toggles',
        params: categoryIdParams,
        body: activityBody,
        response: { 200: categoryActivity },
      },
    },
    (request) => service().setActivity(actorOf(request.auth), request.params.id, request.body?.active),
  );

  app.put(
    '/admin/:id/items',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "Set every book (or author) of a category in the category's order",
        params: categoryIdParams,
        body: categoryMembersBody,
        response: { 200: categoryDetails },
      },
    },
    (request) => service().setMembers(actorOf(request.auth), request.params.id, request.body.ids, request.language),
  );

  app.get(
    '/admin/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'One category with its books or authors in order',
        params: categoryIdParams,
        response: { 200: categoryDetails },
      },
    },
    (request) => service().getCategory(actorOf(request.auth), request.params.id, request.language),
  );

  app.delete(
    '/admin/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Delete a category and its links (the active one only when no other shares its type and language)',
        params: categoryIdParams,
        response: { 200: okResponseSchema },
      },
    },
    (request) => service().deleteCategory(actorOf(request.auth), request.params.id),
  );
};
