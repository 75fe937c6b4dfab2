import { catalogueAdminRoutes } from '../catalogue-admin/catalogue-admin.routes';

/** The publisher admin calls of spec §7 under /api/publisher/admin (the shared catalogue administration). */
export const publishersAdminRoutes = catalogueAdminRoutes('publisher');
