import { catalogueAdminRoutes } from '../catalogue-admin/catalogue-admin.routes';

/** The compilation admin calls of spec §7 under /api/compilation/admin (the shared catalogue administration). */
export const compilationsAdminRoutes = catalogueAdminRoutes('compilation');
