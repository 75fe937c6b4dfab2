import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BookShelf } from '../../features/books/book-shelf';
import { useCataloguePaths } from '../../features/books/book-links';
import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { QuoteCard } from '../../features/books/quote-card';
import { catalogueViewer } from '../../features/books/viewer';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = catalogueViewer(request, context);
  const [home, t] = await Promise.all([context.services.books.getHome(viewer), pageTranslator(viewer.language)]);
  return { ...home, meta: await pageMeta(viewer.language, t('books:home.title'), t('books:home.description')) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: data.meta.title }, { name: 'description', content: data.meta.description }];
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('books');
  const paths = useCataloguePaths();
  const { shelves, categories, quoteOfDay } = loaderData;
  const empty = shelves.every((shelf) => !shelf.items.length) && !categories.length;
  return (
    <Container size={1545} py="xl">
      <Stack gap={48}>
        <Title order={1}>{t('home.heading')}</Title>
        {quoteOfDay && (
          <section aria-labelledby="quote-of-day">
            <Title order={2} size="h3" id="quote-of-day" mb="sm">
              {t('home.quoteOfDay')}
            </Title>
            <QuoteCard quote={quoteOfDay} size="lg" />
          </section>
        )}
        {categories.map((category) => (
          <BookShelf key={category.id} title={category.title} items={category.items} />
        ))}
        {shelves.map((shelf) => (
          <BookShelf
            key={shelf.stateStatus}
            title={t(`home.shelf.${shelf.stateStatus}`)}
            items={shelf.items}
            moreHref={paths.to(`/books?state=${shelf.stateStatus}`)}
          />
        ))}
        {empty && <Text c="dimmed">{t('home.empty')}</Text>}
      </Stack>
    </Container>
  );
}
