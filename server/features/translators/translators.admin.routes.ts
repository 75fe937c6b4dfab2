import { catalogueAdminRoutes } from '../catalogue-admin/catalogue-admin.routes';

/** The translator admin calls of spec §7 under /api/translator/admin (the shared catalogue administration). */
export const translatorsAdminRoutes = catalogueAdminRoutes('translator');
