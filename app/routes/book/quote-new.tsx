import { Container } from '../../components/ui/container';
import { useTranslation } from '../../i18n/use-translation';
import { ReadingBookHead } from '../../features/recensions/reading-book-head';
import { QuoteForm } from '../../features/quotes/quote-form';
import { loadBook, readingMeta } from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/quote-new';
import { Stack } from '../../components/ui';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const book = await loadBook(context, params.url);
  const meta = await readingMeta(
    context,
    (t) => t('quotes:meta.newTitle', { title: book.title }),
    (t) => t('quotes:meta.newDescription', { title: book.title }),
  );
  return { book, meta };
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args, { index: false });

export default function NewQuotePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('quotes');
  const { book } = loaderData;
  return (
    <Container size={960} py="xl">
      <Stack gap="xl">
        <ReadingBookHead book={book} heading={t('form.newTitle')} />
        <QuoteForm bookId={book.id} bookUrlName={book.urlName} />
      </Stack>
    </Container>
  );
}
