import type { Db } from '../../db/client';
import { createPersonService } from '../catalogue-entities/person.service';

/** Illustrators share their calls with translators (catalogue-entities/person.service.ts). */
export const createIllustratorsService = (db: Db) => createPersonService(db, 'illustrator');
