import { BookQuotesList } from '../../features/quotes/book-quotes-list';
import { loadBookQuotes } from '../../features/quotes/book-quotes.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { useReadingReplay } from '../../features/recensions/reading-replay';
import type { Route } from './+types/quotes';

export const loader = ({ request, params, context }: Route.LoaderArgs) => loadBookQuotes(request, params.url, context);

export const meta: Route.MetaFunction = (args) => readingPageMeta(args);

export default function BookQuotesPage({ loaderData }: Route.ComponentProps) {
  useReadingReplay();
  return <BookQuotesList {...loaderData} />;
}
