import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import {
  bookPageParams,
  deletedResult,
  likeResult,
  markQuery,
  moderationQuery,
  pagePathParams,
  recensionAdminItem,
  recensionAdminList,
  recensionAdminUpdateBody,
  recensionCreateBody,
  recensionItem,
  recensionList,
  recensionUpdateBody,
  rejectBody,
  rowIdParams,
  saveResult,
  sortQuery,
} from '#core/schemas/recensions';
import { actorOf } from '../../lib/actor';
import { requireAdmin, requireUser } from '../../plugins/auth';
import type { FastifyRequest } from 'fastify';

const tags = ['recensions'];
const security = [{ bearer: [] }];

/** The caller and the language of a request, as the recension and quote services read them. */
export const readerOf = (request: FastifyRequest) => ({ actor: actorOf(request.auth), language: request.language });

/**
 * Recensions under /api/recension (not in spec §7; designed in its style): a book's list, the list
 * across the catalogue, one recension, the writer's create / edit / delete, like and save, and
 * the administration's moderation under admin/.
 */
export const recensionsRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const recensions = () => app.services.recensions;

  app.get(
    '/book/:bookId/:page/:size',
    {
      schema: {
        tags,
        summary: "A page of a book's recensions (approved ones, and the caller's own in any state)",
        params: bookPageParams,
        querystring: sortQuery,
        response: { 200: recensionList },
      },
    },
    (request) =>
      recensions().listForBook(
        readerOf(request),
        request.params.bookId,
        { page: request.params.page, pageSize: request.params.size },
        request.query.sort,
      ),
  );

  app.get(
    '/items/:page/:size',
    {
      schema: {
        tags,
        summary: 'A page of recensions across the catalogue, newest or most liked first',
        params: pagePathParams,
        querystring: sortQuery,
        response: { 200: recensionList },
      },
    },
    (request) =>
      recensions().listAll(
        readerOf(request),
        { page: request.params.page, pageSize: request.params.size },
        request.query.sort,
      ),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One recension: approved, or the caller’s own (marked waiting or refused), or any for administrators',
        params: rowIdParams,
        response: { 200: recensionItem },
      },
    },
    (request) => recensions().getRecension(readerOf(request), request.params.id),
  );

  app.post(
    '',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Write a recension (one per reader and book); it waits for approval',
        body: recensionCreateBody,
        response: { 200: recensionItem },
      },
    },
    (request) => recensions().createRecension(readerOf(request), request.body),
  );

  app.put(
    '/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Edit one’s own recension; it waits for approval again',
        params: rowIdParams,
        body: recensionUpdateBody,
        response: { 200: recensionItem },
      },
    },
    (request) => recensions().updateRecension(readerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete one’s own recension (administrators: any)',
        params: rowIdParams,
        response: { 200: deletedResult },
      },
    },
    (request) => recensions().deleteRecension(actorOf(request.auth), request.params.id),
  );

  app.put(
    '/:id/like',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Like a recension (`on=true`), take the like back (`on=false`), or toggle it',
        params: rowIdParams,
        querystring: markQuery,
        response: { 200: likeResult },
      },
    },
    (request) => recensions().likeRecension(actorOf(request.auth), request.params.id, request.query.on),
  );

  app.put(
    '/:id/save',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: 'Save a recension (`on=true`), unsave it (`on=false`), or toggle it',
        params: rowIdParams,
        querystring: markQuery,
        response: { 200: saveResult },
      },
    },
    (request) => recensions().saveRecension(actorOf(request.auth), request.params.id, request.query.on),
  );

  const admin = { onRequest: requireAdmin };

  app.get(
    '/admin/items',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'The moderation list: waiting (oldest first), approved, refused or all, with a search',
        querystring: moderationQuery,
        response: { 200: recensionAdminList },
      },
    },
    (request) => recensions().adminListRecensions(readerOf(request), request.query),
  );

  app.get(
    '/admin/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'One recension for moderation, whatever its state',
        params: rowIdParams,
        response: { 200: recensionAdminItem },
      },
    },
    (request) => recensions().adminGetRecension(readerOf(request), request.params.id),
  );

  app.put(
    '/admin/:id/approve',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Approve a recension: it becomes public and counts in the book’s rating',
        params: rowIdParams,
        response: { 200: recensionAdminItem },
      },
    },
    (request) => recensions().approveRecension(readerOf(request), request.params.id),
  );

  app.put(
    '/admin/:id/reject',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Refuse a recension with a reason its writer sees',
        params: rowIdParams,
        body: rejectBody,
        response: { 200: recensionAdminItem },
      },
    },
    (request) => recensions().rejectRecension(readerOf(request), request.params.id, request.body.reason),
  );

  app.put(
    '/admin/update',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Correct a recension’s text or rating; its state stays',
        body: recensionAdminUpdateBody,
        response: { 200: recensionAdminItem },
      },
    },
    (request) => recensions().adminUpdateRecension(readerOf(request), request.body),
  );

  app.delete(
    '/admin/:id',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Delete any recension',
        params: rowIdParams,
        response: { 200: deletedResult },
      },
    },
    (request) => recensions().adminDeleteRecension(actorOf(request.auth), request.params.id),
  );
};
