import { Container } from '../../components/ui/container';
import { useTranslation } from '../../i18n/use-translation';
import type { Route } from './+types/tag-detail';
import { EntityBooksSection } from '../../features/catalogue-entities/entity-books-section';
import { EntityDetailHeader } from '../../features/catalogue-entities/entity-detail-header';
import { entityDetailLoader } from '../../features/catalogue-entities/entity-detail-loader.server';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';

export const loader = entityDetailLoader({
  kind: 'tag',
  key: 'tag',
  read: (context, url, language) => context.services.tags.getTag(url, language),
  seo: (tag) => ({ name: `#${tag.tag}`, description: '' }),
});

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
