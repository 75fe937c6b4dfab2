import { Box } from '@mantine/core';
import { Container } from '../../components/ui/container';
import { useTranslation } from '../../i18n/use-translation';
import type { Route } from './+types/compilation-detail';
import { EntityBooksSection } from '../../features/catalogue-entities/entity-books-section';
import { EntityDetailHeader } from '../../features/catalogue-entities/entity-detail-header';
import { entityDetailLoader } from '../../features/catalogue-entities/entity-detail-loader.server';
import { entityMeta } from '../../features/catalogue-entities/entity-meta';
import { CommentTarget } from '#core/enums';
import { CommentSection } from '../../features/comments/comment-section';
import { firstComments } from '../../features/comments/comments-loader.server';
import { useReadingReplay } from '../../features/recensions/reading-replay';

const readCompilationPage = entityDetailLoader({
  kind: 'compilation',
  key: 'compilation',
  read: (context, url, language) => context.services.compilations.getCompilation(url, language),
  seo: (compilation) => ({
    name: compilation.title,
    description: compilation.description,
    image: compilation.imageLink,
  }),
  ordered: true,
});

export async function loader(args: Route.LoaderArgs) {
  const page = await readCompilationPage(args);
  return {
    ...page,
    comments: await firstComments(args.context, CommentTarget.Compilation, String(page.compilation.id)),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => entityMeta(data?.seo, matches);

export default function CompilationDetailPage({ loaderData }: Route.ComponentProps) {
  const { compilation, books } = loaderData;
  const { t } = useTranslation('entities');
  useReadingReplay();
  return (
    <Container size="xl" py="xl">
      <EntityDetailHeader
        kindLabel={t('kind.compilation')}
        title={compilation.title}
        imageLink={compilation.imageLink}
        facts={[{ label: t('detail.booksTotal'), value: compilation.booksCount }]}
        description={compilation.description}
      />
      <EntityBooksSection books={books} orderNote={t('detail.compilationOrder')} />
      <Box mt={48} maw={960}>
        <CommentSection prefix="compilation" target={compilation.urlName} initial={loaderData.comments} />
      </Box>
    </Container>
  );
}
