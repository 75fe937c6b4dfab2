import { Avatar, Box, Tooltip } from '@mantine/core';
import { Container } from '../../components/ui/container';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import type { Route } from './+types/author-detail';
import { EntityBooksSection } from '../../features/catalogue-entities/entity-books-section';
import { EntityDetailHeader, type EntityFact } from '../../features/catalogue-entities/entity-detail-header';
import { entityDetailLoader } from '../../features/catalogue-entities/entity-detail-loader.server';
import { useEntityPaths } from '../../features/catalogue-entities/entity-paths';
import { AuthorJsonLd, authorPageMeta } from '../../features/seo/catalogue-seo';
import { CommentTarget } from '#core/enums';
import { CommentSection } from '../../features/comments/comment-section';
import { firstComments } from '../../features/comments/comments-loader.server';
import { useReadingReplay } from '../../features/recensions/reading-replay';
import { Anchor, Group, Stack, Text, Title } from '../../components/ui';

const readAuthorPage = entityDetailLoader({
  kind: 'author',
  key: 'author',
  read: (context, url, language) => context.services.authors.getAuthor(url, language),
  seo: (author) => ({ name: author.name, description: author.description, image: author.imageLink }),
});

export async function loader(args: Route.LoaderArgs) {
  const page = await readAuthorPage(args);
  return { ...page, comments: await firstComments(args.context, CommentTarget.Author, String(page.author.id)) };
}

export const meta: Route.MetaFunction = (args) => authorPageMeta(args);

export default function AuthorDetailPage({ loaderData }: Route.ComponentProps) {
  const { author, books } = loaderData;
  const { t } = useTranslation('entities');
  useReadingReplay();
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
            <Anchor component={AppLink} to={paths.user(author.userName)}>
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
                  <Anchor component={AppLink} to={paths.entity('author', similar.urlName)} underline="never">
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
      <Box mt={48} maw={960}>
        <CommentSection prefix="author" target={author.urlName} initial={loaderData.comments} />
      </Box>
    </Container>
  );
}
