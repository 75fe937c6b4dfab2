import type { Db } from '../../db/client';
import { createPersonService } from '../catalogue-entities/person.service';

/** Translators share their calls with illustrators (catalogue-entities/person.service.ts). */
export const createTranslatorsService = (db: Db) => createPersonService(db, 'translator');
