import { Container } from '../../components/ui/container';
import type { MetaDescriptor } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { EntityBooksSection } from './entity-books-section';
import { EntityDetailHeader } from './entity-detail-header';
import { entityMeta } from './entity-meta';
import type { PersonDetailData, PersonKind } from './person-detail.server';

export const personDetailMeta = (
  data: PersonDetailData | undefined,
  matches: Parameters<typeof entityMeta>[1],
): MetaDescriptor[] =>
  entityMeta(
    data?.seo,
    matches,
    data && { '@type': 'Person', name: data.person.name, description: data.seo.description },
  );

export function PersonDetailPage({ kind, data }: { kind: PersonKind; data: PersonDetailData }) {
  const { person, books } = data;
  const { t } = useTranslation('entities');
  return (
    <Container size="xl" py="xl">
      <EntityDetailHeader
        kindLabel={t(`kind.${kind}`)}
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
