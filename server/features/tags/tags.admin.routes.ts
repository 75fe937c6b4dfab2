import { catalogueAdminRoutes } from '../catalogue-admin/catalogue-admin.routes';

/** The tag admin calls of spec §7 under /api/tag/admin (the shared catalogue administration). */
export const tagsAdminRoutes = catalogueAdminRoutes('tag');
