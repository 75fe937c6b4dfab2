import { Container } from '../../components/ui/container';
import { data } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ModerationNote } from '../../features/recensions/moderation-state';
import { ReadingBookHead } from '../../features/recensions/reading-book-head';
import { QuoteForm } from '../../features/quotes/quote-form';
import {
  loadBook,
  orNotFound,
  readingMeta,
  readingViewer,
  requireRowId,
} from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/quote-edit';
import { Stack } from '../../components/ui';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const id = requireRowId(params.id);
  const [book, quote] = await Promise.all([
    loadBook(context, params.url),
    orNotFound(() => context.services.quotes.getQuote(readingViewer(context), id)),
  ]);
  if (quote.book.id !== book.id) throw data(null, { status: 404 });
  if (!quote.isMine) throw data(null, { status: 403 });
  const meta = await readingMeta(
    context,
    (t) => t('quotes:meta.editTitle', { title: book.title }),
    (t) => t('quotes:meta.newDescription', { title: book.title }),
  );
  return { book, quote, meta };
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args, { index: false });

export default function EditQuotePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('quotes');
  const { book, quote } = loaderData;
  return (
    <Container size={960} py="xl">
      <Stack gap="xl">
        <ReadingBookHead book={book} heading={t('form.editTitle')} />
        <ModerationNote state={quote.state} reason={quote.rejectionReason} />
        <QuoteForm bookId={book.id} bookUrlName={book.urlName} quote={quote} />
      </Stack>
    </Container>
  );
}
