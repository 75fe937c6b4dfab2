import { Card } from '@mantine/core';
import { Container } from '../../components/ui/container';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import type { Route } from './+types/genres';
import { GenreChips } from '../../features/genres/genre-chips';
import { EntityImage } from '../../features/catalogue-entities/entity-image';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';
import { useEntityPaths } from '../../features/catalogue-entities/entity-paths';
import { listSeo } from '../../features/catalogue-entities/entity-seo.server';
import classes from '../../features/catalogue-entities/entities.module.css';
import { Anchor, Group, Stack, Text, Title } from '../../components/ui';

export async function loader({ context }: Route.LoaderArgs) {
  const language = context.language;
  const tree = await context.services.genres.listGenreTree(language);
  return { tree, seo: listSeo(language, 'genres') };
}

export const meta: Route.MetaFunction = ({ data, matches }) => entityMeta(data?.seo, matches);

export default function GenresPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('entities');
  const paths = useEntityPaths();
  return (
    <Container size="xl" py="xl">
      <Stack gap={4} mb="xl">
        <Title order={1}>{t('lists.genres.title')}</Title>
        <Text c="dimmed" maw={720}>
          {t('lists.genres.intro')}
        </Text>
      </Stack>
      {loaderData.tree.length === 0 ? (
        <Stack align="center" gap="xs" py={48} c="dimmed" ta="center">
          <IconMoodEmpty size={40} aria-hidden />
          <Text c="dimmed">{t('lists.genres.empty')}</Text>
        </Stack>
      ) : (
        <ul className={classes.grid} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {loaderData.tree.map((genre) => (
            <li key={genre.urlName}>
              <Card withBorder radius="lg" padding="md" className={`${classes.card} ${classes.treeCard}`}>
                <Group wrap="nowrap" gap="md">
                  <EntityImage src={genre.imageLink} name={genre.name} size={56} />
                  <Stack gap={2} miw={0}>
                    <Anchor
                      component={AppLink}
                      to={paths.entity('genre', genre.urlName)}
                      fw={700}
                      size="lg"
                      c="var(--mantine-color-text)"
                    >
                      {genre.name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t('count.books', { count: genre.bookCount })}
                      {genre.children.length > 0 && ` · ${t('count.subgenres', { count: genre.children.length })}`}
                    </Text>
                  </Stack>
                </Group>
                {genre.children.length > 0 && <GenreChips genres={genre.children} label={t('detail.subgenres')} />}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
