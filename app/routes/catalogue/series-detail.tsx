import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/series-detail';
import { EntityBooksSection } from '../../features/catalogue-entities/entity-books-section';
import { EntityDetailHeader, type EntityFact } from '../../features/catalogue-entities/entity-detail-header';
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
  const series = await orNotFound(() => context.services.series.getSeries(url, language));
  const books = await loadEntityBooks(context, request, 'series', series.id, { ordered: true });
  return { series, books, seo: detailSeo(language, 'series', series.title, series.description) };
}

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
