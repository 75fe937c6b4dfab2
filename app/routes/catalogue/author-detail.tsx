import { Anchor, Avatar, Container, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/author-detail';
import { EntityBooksSection } from '../../features/catalogue-entities/entity-books-section';
import { EntityDetailHeader, type EntityFact } from '../../features/catalogue-entities/entity-detail-header';
import {
  languageOfRequest,
  loadEntityBooks,
  orNotFound,
  requireUrlParam,
} from '../../features/catalogue-entities/entity-loaders';
import { useEntityPaths } from '../../features/catalogue-entities/entity-paths';
import { detailSeo } from '../../features/catalogue-entities/entity-seo.server';
import { AuthorJsonLd, authorPageMeta } from '../../features/seo/catalogue-seo';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const url = requireUrlParam(params.url);
  const author = await orNotFound(() => context.services.authors.getAuthor(url, language));
  const books = await loadEntityBooks(context, request, 'author', author.id);
  return { author, books, seo: detailSeo(language, 'author', author.name, author.description, author.imageLink) };
}

export const meta: Route.MetaFunction = (args) => authorPageMeta(args);

export default function AuthorDetailPage({ loaderData }: Route.ComponentProps) {
  const { author, books } = loaderData;
  const { t } = useTranslation('entities');
  const paths = useEntityPaths();
  const facts: EntityFact[] = [{ label: t('detail.booksTotal'), value: author.booksCount }];
  if (author.birthYear) facts.push({ label: t('detail.born'), value: author.birthYear });
  if (author.deathYear) facts.push({ label: t('detail.died'), value: author.deathYear });
  return (
    <Container size="xl" py="xl">
      <AuthorJsonLd author={author} description={loaderData.seo.description} />
      <EntityDetailHeader
        kindLabel={t('kind.author')}
        title={author.name}
        imageLink={author.imageLink}
        imageShape="circle"
        facts={facts}
        description={author.description}
      >
        {author.userName && (
          <Text size="sm">
            {t('detail.authorAccount')}:{' '}
            <Anchor component={Link} to={paths.user(author.userName)}>
              @{author.userName}
            </Anchor>
          </Text>
        )}
        {author.similar.length > 0 && (
          <Stack gap={6} component="section" aria-labelledby="similar-authors-heading">
            <Title order={2} size="h5" id="similar-authors-heading">
              {t('detail.similarAuthors')}
            </Title>
            <Group gap="sm">
              {author.similar.map((similar) => (
                <Tooltip key={similar.urlName} label={t('count.books', { count: similar.booksCount })}>
                  <Anchor component={Link} to={paths.entity('author', similar.urlName)} underline="never">
                    <Group gap={6} wrap="nowrap">
                      <Avatar
                        src={similar.imageLink}
                        alt=""
                        size={28}
                        radius="xl"
                        name={similar.name}
                        color="initials"
                      />
                      <Text size="sm">{similar.name}</Text>
                    </Group>
                  </Anchor>
                </Tooltip>
              ))}
            </Group>
          </Stack>
        )}
      </EntityDetailHeader>
      <EntityBooksSection books={books} />
    </Container>
  );
}
