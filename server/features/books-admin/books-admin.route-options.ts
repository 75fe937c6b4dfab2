import { requireAdmin } from '../../plugins/auth';

/** What every `/api/book/admin/*` route shares: its OpenAPI tag and security, and the admin guard. */
export const tags = ['admin books'];
export const security = [{ bearer: [] }];
export const guarded = { onRequest: [requireAdmin] };
