import type { AppLoadContext } from 'react-router';
import type { Language } from '#core/locale';
import type { BookEntityKind } from '#core/schemas/books';
import { loadEntityBooks, orNotFound, requireUrlParam, type EntityBooksData } from './entity-loaders';
import { detailSeo, type PageSeo } from './entity-seo.server';

type DetailKind = BookEntityKind & Parameters<typeof detailSeo>[1];

interface EntityDetail<Key extends string, Entity extends { id: number }> {
  kind: DetailKind;
  /** The loader data's name for the entity: `loaderData.author`, `loaderData.person`… */
  key: Key;
  read: (context: AppLoadContext, url: string, language: Language) => Promise<Entity>;
  seo: (entity: Entity) => { name: string; description: string; image?: string | null };
  /** Series and compilations list their books in their own order. */
  ordered?: boolean;
}

export type EntityDetailData<Key extends string, Entity> = Record<Key, Entity> & {
  books: EntityBooksData;
  seo: PageSeo;
};

/**
 * The loader of a catalogue entity's detail page (`/author/:url`, `/genre/:url`…): the entity by
 * its URL name (404 when missing or inactive), one page of its books, and the page's SEO texts.
 */
export function entityDetailLoader<Key extends string, Entity extends { id: number }>(
  detail: EntityDetail<Key, Entity>,
) {
  return async ({
    params,
    request,
    context,
  }: {
    params: { url?: string };
    request: Request;
    context: AppLoadContext;
  }): Promise<EntityDetailData<Key, Entity>> => {
    const { language } = context;
    const url = requireUrlParam(params.url);
    const entity = await orNotFound(() => detail.read(context, url, language));
    const books = await loadEntityBooks(context, request, detail.kind, entity.id, { ordered: detail.ordered });
    const { name, description, image } = detail.seo(entity);
    const seo = detailSeo(language, detail.kind, name, description, image);
    return { [detail.key]: entity, books, seo } as EntityDetailData<Key, Entity>;
  };
}
