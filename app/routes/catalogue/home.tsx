import { Container } from '../../components/ui/container';
import { useTranslation } from '../../i18n/use-translation';
import { BookShelf } from '../../features/books/book-shelf';
import { DeferredBookShelf } from '../../features/books/deferred-shelf';
import { AuthorShelf } from '../../features/catalogue-entities/author-shelf';
import { useCataloguePaths } from '../../features/books/book-links';
import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { QuoteCard } from '../../features/books/quote-card';
import { catalogueViewer } from '../../features/books/viewer';
import { FOR_YOU_SHELF } from '#core/schemas/recommendations';
import { homeShelfFilter } from '#core/schemas/books';
import type { Route } from './+types/home';
import { Stack, Text, Title } from '../../components/ui';

/** Shelves of /home that the server renders; the state shelves after them are deferred. */
const SERVER_SHELVES = 2;

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = catalogueViewer(context);
  const [home, t, forYou] = await Promise.all([
    context.services.books.getHome(viewer),
    pageTranslator(viewer.language),
    // A signed-in reader's own shelf (decision 0020), first on the page.
    context.auth
      ? context.services.recommendations.recommend(context.actor, viewer.language, { page: 1, pageSize: FOR_YOU_SHELF })
      : null,
  ]);
  const forYouBooks = forYou?.items.map((item) => item.book) ?? [];
  const shelvesBefore =
    (forYouBooks.length ? 1 : 0) + home.categories.filter((category) => category.items.length).length;
  return {
    ...home,
    forYou: forYouBooks,
    // The state shelves past the page's first SERVER_SHELVES come as the reader scrolls to them.
    shelves: home.shelves
      .filter((shelf) => shelf.items.length)
      .map((shelf, index) => ({
        stateStatus: shelf.stateStatus,
        items: shelvesBefore + index < SERVER_SHELVES ? shelf.items : null,
      })),
    meta: await pageMeta(viewer.language, t('books:home.title'), t('books:home.description')),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: data.meta.title }, { name: 'description', content: data.meta.description }];
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('books');
  const paths = useCataloguePaths();
  const { shelves, categories, quoteOfDay, forYou } = loaderData;
  const empty = !shelves.length && !categories.length;
  return (
    <Container size={1545} py="xl">
      <Stack gap={48}>
        <Title order={1}>{t('home.heading')}</Title>
        <BookShelf title={t('recommendations:forYou')} items={forYou} moreHref={paths.to('/recommendations-in-work')} />
        {quoteOfDay && (
          <section aria-labelledby="quote-of-day">
            <Title order={2} size="h3" id="quote-of-day" mb="sm">
              {t('home.quoteOfDay')}
            </Title>
            <QuoteCard quote={quoteOfDay} size="lg" />
          </section>
        )}
        {categories.map((category) =>
          category.kind === 'author' ? (
            <AuthorShelf key={category.id} title={category.title} items={category.items} />
          ) : (
            <BookShelf key={category.id} title={category.title} items={category.items} />
          ),
        )}
        {shelves.map(({ stateStatus, items }) => {
          const heading = {
            title: t(`home.shelf.${stateStatus}`),
            moreHref: paths.to(`/books?state=${stateStatus}`),
          };
          return items ? (
            <BookShelf key={stateStatus} {...heading} items={items} />
          ) : (
            <DeferredBookShelf
              key={stateStatus}
              {...heading}
              source="/api/book/items"
              body={homeShelfFilter(stateStatus)}
            />
          );
        })}
        {empty && <Text c="dimmed">{t('home.empty')}</Text>}
      </Stack>
    </Container>
  );
}
