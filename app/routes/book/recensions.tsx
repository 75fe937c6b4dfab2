import { BookRecensionsList } from '../../features/recensions/book-recensions-list';
import { loadBookRecensions } from '../../features/recensions/book-recensions.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { useReadingReplay } from '../../features/recensions/reading-replay';
import type { Route } from './+types/recensions';

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  loadBookRecensions(request, params.url, context);

export const meta: Route.MetaFunction = (args) => readingPageMeta(args);

export default function BookRecensionsPage({ loaderData }: Route.ComponentProps) {
  useReadingReplay();
  return <BookRecensionsList {...loaderData} />;
}
