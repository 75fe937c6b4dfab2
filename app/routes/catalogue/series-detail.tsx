import { Container } from '../../components/ui/container';
import { useTranslation } from '../../i18n/use-translation';
import type { Route } from './+types/series-detail';
import { EntityBooksSection } from '../../features/catalogue-entities/entity-books-section';
import { EntityDetailHeader, type EntityFact } from '../../features/catalogue-entities/entity-detail-header';
import { entityDetailLoader } from '../../features/catalogue-entities/entity-detail-loader.server';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';

export const loader = entityDetailLoader({
  kind: 'series',
  key: 'series',
  read: (context, url, language) => context.services.series.getSeries(url, language),
  seo: (series) => ({ name: series.title, description: series.description }),
  ordered: true,
});

export const meta: Route.MetaFunction = ({ data, matches }) =>
  entityMeta(
    data?.seo,
    matches,
    data && { '@type': 'BookSeries', name: data.series.title, description: data.seo.description },
  );

export default function SeriesDetailPage({ loaderData }: Route.ComponentProps) {
  const { series, books } = loaderData;
  const { t } = useTranslation('entities');
  const facts: EntityFact[] = [{ label: t('detail.booksTotal'), value: series.booksCount }];
  if (series.originalBooksCount > 0)
    facts.push({ label: t('detail.originalSeries'), value: series.originalBooksCount });
  return (
    <Container size="xl" py="xl">
      <EntityDetailHeader
        kindLabel={t('kind.series')}
        title={series.title}
        withImage={false}
        subtitle={series.byAuthor && t('detail.byAuthor', { authors: series.byAuthor })}
        facts={facts}
        description={series.description}
      />
      <EntityBooksSection books={books} orderNote={t('detail.seriesOrder')} />
    </Container>
  );
}
