import { Container } from '../../components/ui/container';
import { useTranslation } from '../../i18n/use-translation';
import type { Route } from './+types/publisher-detail';
import { EntityBooksSection } from '../../features/catalogue-entities/entity-books-section';
import { EntityDetailHeader } from '../../features/catalogue-entities/entity-detail-header';
import { entityDetailLoader } from '../../features/catalogue-entities/entity-detail-loader.server';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';

export const loader = entityDetailLoader({
  kind: 'publisher',
  key: 'publisher',
  read: (context, url, language) => context.services.publishers.getPublisher(url, language),
  seo: (publisher) => ({ name: publisher.title, description: publisher.description, image: publisher.iconLink }),
});

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
