import { Container } from '../../components/ui/container';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import type { Route } from './+types/genre-detail';
import { GenreChips } from '../../features/genres/genre-chips';
import { EntityBooksSection } from '../../features/catalogue-entities/entity-books-section';
import { EntityDetailHeader } from '../../features/catalogue-entities/entity-detail-header';
import { entityDetailLoader } from '../../features/catalogue-entities/entity-detail-loader.server';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';
import { useEntityPaths } from '../../features/catalogue-entities/entity-paths';
import { Anchor, Stack, Title } from '../../components/ui';

export const loader = entityDetailLoader({
  kind: 'genre',
  key: 'genre',
  read: (context, url, language) => context.services.genres.getGenre(url, language),
  seo: (genre) => ({ name: genre.name, description: genre.description, image: genre.imageLink }),
});

export const meta: Route.MetaFunction = ({ data, matches }) => entityMeta(data?.seo, matches);

export default function GenreDetailPage({ loaderData }: Route.ComponentProps) {
  const { genre, books } = loaderData;
  const { t } = useTranslation('entities');
  const paths = useEntityPaths();
  const facts = [{ label: t('detail.booksTotal'), value: genre.bookCount }];
  return (
    <Container size="xl" py="xl">
      <EntityDetailHeader
        kindLabel={t('kind.genre')}
        title={genre.name}
        imageLink={genre.imageLink}
        facts={facts}
        description={genre.description}
        subtitle={
          genre.parent && (
            <>
              {t('detail.parentGenre')}{' '}
              <Anchor component={AppLink} to={paths.entity('genre', genre.parent.urlName)}>
                {genre.parent.name}
              </Anchor>
            </>
          )
        }
      >
        {genre.children.length > 0 && (
          <Stack gap={6} component="section" aria-labelledby="subgenres-heading">
            <Title order={2} size="h5" id="subgenres-heading">
              {t('detail.subgenres')}
            </Title>
            <GenreChips genres={genre.children} label={t('detail.subgenres')} />
          </Stack>
        )}
      </EntityDetailHeader>
      <EntityBooksSection books={books} />
    </Container>
  );
}
