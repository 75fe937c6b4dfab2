import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/publisher-detail';
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
  const publisher = await orNotFound(() => context.services.publishers.getPublisher(url, language));
  const books = await loadEntityBooks(context, request, 'publisher', publisher.id);
  return {
    publisher,
    books,
    seo: detailSeo(language, 'publisher', publisher.title, publisher.description, publisher.iconLink),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  entityMeta(
    data?.seo,
    matches,
    data && { '@type': 'Organization', name: data.publisher.title, description: data.seo.description },
  );

export default function PublisherDetailPage({ loaderData }: Route.ComponentProps) {
  const { publisher, books } = loaderData;
  const { t } = useTranslation('entities');
  return (
    <Container size="xl" py="xl">
      <EntityDetailHeader
        kindLabel={t('kind.publisher')}
        title={publisher.title}
        imageLink={publisher.iconLink}
        facts={[{ label: t('detail.booksTotal'), value: publisher.booksCount }]}
        description={publisher.description}
      />
      <EntityBooksSection books={books} />
    </Container>
  );
}
