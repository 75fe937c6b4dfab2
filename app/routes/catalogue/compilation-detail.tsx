import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/compilation-detail';
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
  const compilation = await orNotFound(() => context.services.compilations.getCompilation(url, language));
  const books = await loadEntityBooks(context, request, 'compilation', compilation.id, { ordered: true });
  return {
    compilation,
    books,
    seo: detailSeo(language, 'compilation', compilation.title, compilation.description, compilation.imageLink),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => entityMeta(data?.seo, matches);

export default function CompilationDetailPage({ loaderData }: Route.ComponentProps) {
  const { compilation, books } = loaderData;
  const { t } = useTranslation('entities');
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
    </Container>
  );
}
