import type { Language } from '#core/locale';
import { checkUrlIdParam, type CatalogueKind } from '#core/schemas/catalogue-admin';

/** The genres list's other view (`?view=tree`): the whole tree instead of the table. */
export const TREE_VIEW = 'tree';

/** How the administration pages show a catalogue kind: its paths, its call base and its form's shape. */
export interface CatalogueKindView {
  kind: CatalogueKind;
  /** `/admin/authors` */
  listPath: string;
  /** `/admin/author/new` */
  newPath: string;
  /** `/admin/author/5` */
  editPath: (id: number) => string;
  /** The public page's path before the url name: `/author/`. */
  publicPrefix: string;
  /** `/api/author/admin` */
  api: string;
  /** The checkUrl param naming the record itself. */
  idParam: string;
  /** Stem of the bilingual name fields: `nameEn`/`nameUk`, `titleEn`/`titleUk`, `tagEn`/`tagUk`. */
  stem: 'name' | 'title' | 'tag';
  described: boolean;
  /** The picture's shown size (its upload is cropped to it), or null for kinds without one. */
  image: { width: number; height: number } | null;
}

const view = (
  kind: CatalogueKind,
  plural: string,
  stem: CatalogueKindView['stem'],
  image: CatalogueKindView['image'],
): CatalogueKindView => ({
  kind,
  listPath: `/admin/${plural}`,
  newPath: `/admin/${kind}/new`,
  editPath: (id) => `/admin/${kind}/${id}`,
  publicPrefix: `/${kind}/`,
  api: `/api/${kind}/admin`,
  idParam: checkUrlIdParam[kind],
  stem,
  described: stem !== 'tag',
  image,
});

const portrait = { width: 200, height: 200 };
const banner = { width: 300, height: 200 };

export const catalogueKindViews: Record<CatalogueKind, CatalogueKindView> = {
  author: view('author', 'authors', 'name', portrait),
  genre: view('genre', 'genres', 'name', banner),
  tag: view('tag', 'tags', 'tag', null),
  publisher: view('publisher', 'publishers', 'title', portrait),
  compilation: view('compilation', 'compilations', 'title', banner),
  translator: view('translator', 'translators', 'name', portrait),
  illustrator: view('illustrator', 'illustrators', 'name', portrait),
  series: view('series', 'series', 'title', null),
};

/** A record's name in the page's language (the other language's when it has none). */
export function recordName(
  record: { kind: CatalogueKind; urlName: string } & Partial<Record<string, unknown>>,
  language: Language,
): string {
  const { stem } = catalogueKindViews[record.kind];
  const en = String(record[`${stem}En`] ?? '');
  const uk = String(record[`${stem}Uk`] ?? '');
  return (language === 'uk' ? uk || en : en || uk) || record.urlName;
}
