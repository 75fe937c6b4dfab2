import { Container } from '../../components/ui/container';
import { data } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { CommentTarget } from '#core/enums';
import { cutSeoDescription } from '#core/seo';
import { CommentSection } from '../../features/comments/comment-section';
import { firstComments } from '../../features/comments/comments-loader.server';
import { BookRecensionsList } from '../../features/recensions/book-recensions-list';
import { loadBookRecensions } from '../../features/recensions/book-recensions.server';
import { RecensionCard } from '../../features/recensions/recension-card';
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
import type { Route } from './+types/recension';
import { Stack } from '../../components/ui';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Without an id the address names the book's recensions, which it shows (kept out of search engines beside /recensions).
  if (params.id === undefined)
    return { view: 'list' as const, list: await loadBookRecensions(request, params.url, context) };
  const id = requireRowId(params.id);
  const [book, recension] = await Promise.all([
    loadBook(context, params.url),
    orNotFound(() => context.services.recensions.getRecension(readingViewer(context), id)),
  ]);
  if (recension.book.id !== book.id) throw data(null, { status: 404 });
  const [comments, meta] = await Promise.all([
    firstComments(context, CommentTarget.BookRecension, String(id)),
    readingMeta(
      context,
      (t) => t('recensions:meta.detailTitle', { title: recension.title, book: book.title }),
      () => cutSeoDescription(recension.spoiler ? recension.title : recension.text),
    ),
  ]);
  return { view: 'one' as const, one: { book, recension, comments, meta, now: new Date().toISOString() } };
}

export const meta: Route.MetaFunction = ({ data, ...args }) =>
  data?.view === 'list'
    ? readingPageMeta({ ...args, data: data.list }, { index: false })
    : readingPageMeta({ ...args, data: data?.one }, { index: data?.one.recension.state === 'approved' });

export default function RecensionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recensions');
  useReadingReplay();
  if (loaderData.view === 'list') return <BookRecensionsList {...loaderData.list} />;
  const { book, recension, comments, now } = loaderData.one;
  return (
    <NowProvider now={now}>
      <Container size={960} py="xl">
        <Stack gap="xl">
          <ReadingBookHead book={book} heading={t('detail.heading', { userName: recension.writer.userName })} />
          <RecensionCard recension={recension} full />
          {recension.state === 'approved' && (
            <CommentSection prefix="recension" target={String(recension.id)} initial={comments} />
          )}
        </Stack>
      </Container>
    </NowProvider>
  );
}
