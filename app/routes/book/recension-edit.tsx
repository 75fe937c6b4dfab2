import { Container } from '../../components/ui/container';
import { data } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { ModerationNote } from '../../features/recensions/moderation-state';
import { ReadingBookHead } from '../../features/recensions/reading-book-head';
import { RecensionForm } from '../../features/recensions/recension-form';
import {
  loadBook,
  orNotFound,
  readingMeta,
  readingViewer,
  requireRowId,
} from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/recension-edit';
import { Stack } from '../../components/ui';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const id = requireRowId(params.id);
  const [book, recension] = await Promise.all([
    loadBook(context, params.url),
    orNotFound(() => context.services.recensions.getRecension(readingViewer(context), id)),
  ]);
  if (recension.book.id !== book.id) throw data(null, { status: 404 });
  if (!recension.isMine) throw data(null, { status: 403 });
  const meta = await readingMeta(
    context,
    (t) => t('recensions:meta.editTitle', { title: book.title }),
    (t) => t('recensions:meta.newDescription', { title: book.title }),
  );
  return { book, recension, meta };
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args, { index: false });

export default function EditRecensionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recensions');
  const { book, recension } = loaderData;
  return (
    <Container size={960} py="xl">
      <Stack gap="xl">
        <ReadingBookHead book={book} heading={t('form.editTitle')} />
        <ModerationNote state={recension.state} reason={recension.rejectionReason} />
        <RecensionForm bookId={book.id} bookUrlName={book.urlName} recension={recension} />
      </Stack>
    </Container>
  );
}
