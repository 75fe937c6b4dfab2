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
        summary: 'A page of users (search by name or email; only those with a pending author claim)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    (request) => admin().listUsers(request.query, request.language),
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
    (request) => admin().approveUserAuthor(request.query.userId, request.query.authorId, request.auth!.userId),
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
    (request) => admin().rejectUserAuthor(request.query.userId, request.query.authorId, request.auth!.userId),
  );

  app.put(
    '/update',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Edit a user (name, role, admin flag, email confirmed)',
        body: adminUpdateBodySchema,
        response: { 200: adminUserDetailsSchema },
      },
    },
    (request) => admin().updateUser(request.body, request.language),
  );

  app.get(
    '/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'One user with every author claim',
        params: idParamsSchema,
        response: { 200: adminUserDetailsSchema },
      },
    },
    (request) => admin().getUser(request.params.id, request.language),
  );

  app.delete(
    '/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Delete a user and everything of theirs',
        params: idParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    (request) => admin().deleteUser(request.params.id, request.auth!.userId),
  );
};
