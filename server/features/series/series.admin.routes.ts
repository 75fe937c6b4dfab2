import { catalogueAdminRoutes } from '../catalogue-admin/catalogue-admin.routes';

/** The series admin calls of spec §7 under /api/series/admin (the shared catalogue administration). */
export const seriesAdminRoutes = catalogueAdminRoutes('series');
