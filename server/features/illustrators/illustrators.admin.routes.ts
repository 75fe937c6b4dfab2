import { catalogueAdminRoutes } from '../catalogue-admin/catalogue-admin.routes';

/** The illustrator admin calls of spec §7 under /api/illustrator/admin (the shared catalogue administration). */
export const illustratorsAdminRoutes = catalogueAdminRoutes('illustrator');
