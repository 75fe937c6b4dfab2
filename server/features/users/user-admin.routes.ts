import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { okResponseSchema } from '#core/schemas/auth';
import {
  adminUpdateBodySchema,
  adminUserDetailsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  idParamsSchema,
  userAuthorQuerySchema,
} from '#core/schemas/users';
import { actorOf } from '../../lib/actor';
import { requireAdmin } from '../../plugins/auth';

const tags = ['admin users'];
const security = [{ bearer: [] }];

/** spec §7 User admin calls under /api/user/admin. */
export const userAdminRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const admin = () => app.services.userAdmin;
  const guarded = { onRequest: [requireAdmin] };

  app.get(
    '/users',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'A page of users (search by name or email; role, admin rights, blocked, pending author claim; sort)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    (request) => admin().listUsers(actorOf(request.auth), request.query, request.language),
  );

  app.put(
    '/approve-user-author',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Approve an author claim: the user becomes Author of that page (mail sent)',
        querystring: userAuthorQuerySchema,
        response: { 200: okResponseSchema },
      },
    },
    (request) => admin().approveUserAuthor(actorOf(request.auth), request.query.userId, request.query.authorId),
  );

  app.put(
    '/reject-user-author',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Reject an author claim (mail sent)',
        querystring: userAuthorQuerySchema,
        response: { 200: okResponseSchema },
      },
    },
    (request) => admin().rejectUserAuthor(actorOf(request.auth), request.query.userId, request.query.authorId),
  );

  app.put(
    '/update',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Edit a user (names, role, admin flag, author page, email confirmed)',
        body: adminUpdateBodySchema,
        response: { 200: adminUserDetailsSchema },
      },
    },
    (request) => admin().updateUser(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/:id/block',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Block a user: every session ends at once on every instance, sign-in is refused (never oneself, never the last active administrator)',
        params: idParamsSchema,
        response: { 200: adminUserDetailsSchema },
      },
    },
    (request) => admin().blockUser(actorOf(request.auth), request.params.id, request.language),
  );

  app.put(
    '/:id/unblock',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Unblock a user: they may sign in again',
        params: idParamsSchema,
        response: { 200: adminUserDetailsSchema },
      },
    },
    (request) => admin().unblockUser(actorOf(request.auth), request.params.id, request.language),
  );

  app.get(
    '/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'One user with every author claim, the blocked state and what deleting them would take',
        params: idParamsSchema,
        response: { 200: adminUserDetailsSchema },
      },
    },
    (request) => admin().getUser(actorOf(request.auth), request.params.id, request.language),
  );

  app.delete(
    '/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Delete a user and everything of theirs (recensions, quotes, comments, shelves, likes); their chat messages and owned books stay',
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    (request) => admin().deleteUser(actorOf(request.auth), request.params.id),
  );
};
