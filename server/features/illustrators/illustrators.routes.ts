import { personRoutes } from '../catalogue-entities/person.routes';

/** Public illustrator calls of spec §7 under /api/illustrator (global-search lives with the search feature). */
export const illustratorsRoutes = personRoutes('illustrators');
