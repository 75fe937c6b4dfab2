import type { CatalogueKind } from '#core/schemas/catalogue-admin';
import type { FileStore } from '../../lib/file-store/file-store';
import type { Db } from '../../db/client';
import { authorAdminHooks, createSimilarAuthorsAdmin } from '../authors/authors.admin';
import { createGenreTreeAdmin, genreAdminHooks } from '../genres/genres.admin';
import { catalogueAdminKinds } from './admin-kinds';
import type { KindHooks } from './admin-write';
import { createEntityAdmin, type EntityAdmin } from './entity-admin';

const hooksOf: Partial<Record<CatalogueKind, KindHooks>> = {
  author: authorAdminHooks,
  genre: genreAdminHooks,
};

/**
 * The administration of the catalogue's eight entity kinds: one table-driven service per kind
 * (`entities.author`, `entities.genre`, …) and the extras of genres (the tree) and authors
 * (similar authors, the picker search). Every committed write tells `catalogueChanged`.
 */
export function createCatalogueAdminService({
  db,
  files,
  catalogueChanged,
}: {
  db: Db;
  files: FileStore;
  catalogueChanged: () => void;
}) {
  const deps = { db, files, changed: catalogueChanged };
  const entities = Object.fromEntries(
    Object.values(catalogueAdminKinds).map((kind) => [kind.name, createEntityAdmin(kind, deps, hooksOf[kind.name])]),
  ) as Record<CatalogueKind, EntityAdmin>;
  return {
    entities,
    genreTree: createGenreTreeAdmin(db),
    similarAuthors: createSimilarAuthorsAdmin(deps),
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
