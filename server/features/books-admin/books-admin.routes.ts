import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { booksAdminLinkRoutes } from './books-admin.link-routes';
import { booksAdminListRoutes } from './books-admin.list-routes';
import { booksAdminOptionsRoutes } from './books-admin.options-routes';
import { booksAdminRecordRoutes } from './books-admin.record-routes';
import { booksAdminRelatedRoutes } from './books-admin.related-routes';
import { booksAdminUploadRoutes } from './books-admin.upload-routes';
import { booksAdminWriteRoutes } from './books-admin.write-routes';

/**
 * spec §7 Books, admin: `/api/book/admin/*` (administrators only; the service checks again). The
 * parts register in the order their calls take in the OpenAPI document.
 */
export const booksAdminRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  await app.register(booksAdminListRoutes);
  await app.register(booksAdminOptionsRoutes);
  await app.register(booksAdminRelatedRoutes);
  await app.register(booksAdminRecordRoutes);
  await app.register(booksAdminWriteRoutes);
  await app.register(booksAdminLinkRoutes);
  await app.register(booksAdminUploadRoutes);
};
