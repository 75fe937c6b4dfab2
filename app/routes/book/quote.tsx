import { Container } from '../../components/ui/container';
import { data } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { CommentTarget } from '#core/enums';
import { cutSeoDescription } from '#core/seo';
import { CommentSection } from '../../features/comments/comment-section';
import { firstComments } from '../../features/comments/comments-loader.server';
import { BookQuotesList } from '../../features/quotes/book-quotes-list';
import { loadBookQuotes } from '../../features/quotes/book-quotes.server';
import { QuoteEntry } from '../../features/quotes/quote-entry';
import { ReadingBookHead } from '../../features/recensions/reading-book-head';
import {
  loadBook,
  orNotFound,
  readingMeta,
  readingViewer,
  requireRowId,
} from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { useReadingReplay } from '../../features/recensions/reading-replay';
import { NowProvider } from '../../features/recensions/time-ago';
import type { Route } from './+types/quote';
import { Stack } from '../../components/ui';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Without an id the address names the book's quotes, which it shows (kept out of search engines beside /quotes).
  if (params.id === undefined)
    return { view: 'list' as const, list: await loadBookQuotes(request, params.url, context) };
  const id = requireRowId(params.id);
  const [book, quote] = await Promise.all([
    loadBook(context, params.url),
    orNotFound(() => context.services.quotes.getQuote(readingViewer(context), id)),
  ]);
  if (quote.book.id !== book.id) throw data(null, { status: 404 });
  const [comments, meta] = await Promise.all([
    firstComments(context, CommentTarget.BookQuote, String(id)),
    readingMeta(
      context,
      (t) => t('quotes:meta.detailTitle', { book: book.title }),
      () => cutSeoDescription(quote.text),
    ),
  ]);
  return { view: 'one' as const, one: { book, quote, comments, meta, now: new Date().toISOString() } };
}

export const meta: Route.MetaFunction = ({ data, ...args }) =>
  data?.view === 'list'
    ? readingPageMeta({ ...args, data: data.list }, { index: false })
    : readingPageMeta({ ...args, data: data?.one }, { index: data?.one.quote.state === 'approved' });

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('quotes');
  useReadingReplay();
  if (loaderData.view === 'list') return <BookQuotesList {...loaderData.list} />;
  const { book, quote, comments, now } = loaderData.one;
  return (
    <NowProvider now={now}>
      <Container size={960} py="xl">
        <Stack gap="xl">
          <ReadingBookHead book={book} heading={t('detail.heading')} />
          <QuoteEntry quote={quote} full />
          {quote.state === 'approved' && <CommentSection prefix="quote" target={String(quote.id)} initial={comments} />}
        </Stack>
      </Container>
    </NowProvider>
  );
}
