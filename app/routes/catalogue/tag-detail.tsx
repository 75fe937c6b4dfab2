import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/tag-detail';
import { EntityBooksSection } from '../../features/catalogue-entities/entity-books-section';
import { EntityDetailHeader } from '../../features/catalogue-entities/entity-detail-header';
import {
  languageOfRequest,
  loadEntityBooks,
  orNotFound,
  requireUrlParam,
} from '../../features/catalogue-entities/entity-loaders';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';
import { detailSeo } from '../../features/catalogue-entities/entity-seo.server';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const url = requireUrlParam(params.url);
  const tag = await orNotFound(() => context.services.tags.getTag(url, language));
  const books = await loadEntityBooks(context, request, 'tag', tag.id);
  return { tag, books, seo: detailSeo(language, 'tag', `#${tag.tag}`, '') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => entityMeta(data?.seo, matches);

export default function TagDetailPage({ loaderData }: Route.ComponentProps) {
  const { tag, books } = loaderData;
  const { t } = useTranslation('entities');
  return (
    <Container size="xl" py="xl">
      <EntityDetailHeader
        kindLabel={t('kind.tag')}
        title={`#${tag.tag}`}
        withImage={false}
        facts={[{ label: t('detail.booksTotal'), value: tag.booksCount }]}
      />
      <EntityBooksSection books={books} />
    </Container>
  );
}
