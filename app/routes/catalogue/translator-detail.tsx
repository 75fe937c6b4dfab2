import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/translator-detail';
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
  const person = await orNotFound(() => context.services.translators.getPerson(url, language));
  const books = await loadEntityBooks(context, request, 'translator', person.id);
  return { person, books, seo: detailSeo(language, 'translator', person.name, person.description, person.imageLink) };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  entityMeta(
    data?.seo,
    matches,
    data && { '@type': 'Person', name: data.person.name, description: data.seo.description },
  );

export default function TranslatorDetailPage({ loaderData }: Route.ComponentProps) {
  const { person, books } = loaderData;
  const { t } = useTranslation('entities');
  return (
    <Container size="xl" py="xl">
      <EntityDetailHeader
        kindLabel={t('kind.translator')}
        title={person.name}
        imageLink={person.imageLink}
        imageShape="circle"
        facts={[{ label: t('detail.booksTotal'), value: person.booksCount }]}
        description={person.description}
      />
      <EntityBooksSection books={books} />
    </Container>
  );
}
