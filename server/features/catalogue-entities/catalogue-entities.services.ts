import type { Db } from '../../db/client';
import { createAuthorsService } from '../authors/authors.service';
import { createCompilationsService } from '../compilations/compilations.service';
import { createGenresService } from '../genres/genres.service';
import { createIllustratorsService } from '../illustrators/illustrators.service';
import { createPublishersService } from '../publishers/publishers.service';
import { createSeriesService } from '../series/series.service';
import { createTagsService } from '../tags/tags.service';
import { createTranslatorsService } from '../translators/translators.service';

/** The services of the catalogue entity domains, one property each under `app.services`. */
export function createCatalogueEntityServices(db: Db) {
  return {
    genres: createGenresService(db),
    authors: createAuthorsService(db),
    tags: createTagsService(db),
    publishers: createPublishersService(db),
    compilations: createCompilationsService(db),
    translators: createTranslatorsService(db),
    illustrators: createIllustratorsService(db),
    series: createSeriesService(db),
  };
}
