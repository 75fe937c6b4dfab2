import { personRoutes } from '../catalogue-entities/person.routes';

/** Public translator calls of spec §7 under /api/translator (global-search lives with the search feature). */
export const translatorsRoutes = personRoutes('translators');
