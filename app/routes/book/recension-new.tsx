import { Container } from '../../components/ui/container';
import { redirect } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { pathInLanguage } from '#core/locale';
import { ReadingBookHead } from '../../features/recensions/reading-book-head';
import { RecensionForm } from '../../features/recensions/recension-form';
import { loadBook, readingMeta } from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/recension-new';
import { Stack } from '../../components/ui';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const book = await loadBook(context, params.url);
  // One recension per reader and book: the reader who has one edits it.
  const ownId = await context.services.recensions.findOwnForBook(context.actor, String(book.id));
  if (ownId !== null)
    throw redirect(
      pathInLanguage(`/book/${encodeURIComponent(book.urlName)}/recension/edit/${ownId}`, context.language),
    );
  const meta = await readingMeta(
    context,
    (t) => t('recensions:meta.newTitle', { title: book.title }),
    (t) => t('recensions:meta.newDescription', { title: book.title }),
  );
  return { book, meta };
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args, { index: false });

export default function NewRecensionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recensions');
  const { book } = loaderData;
  return (
    <Container size={960} py="xl">
      <Stack gap="xl">
        <ReadingBookHead book={book} heading={t('form.newTitle')} />
        <RecensionForm bookId={book.id} bookUrlName={book.urlName} />
      </Stack>
    </Container>
  );
}
