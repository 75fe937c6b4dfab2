import { data } from 'react-router';
import { stripLocale } from '#core/locale';
import { loadShelf } from '../../features/profiles/profile-loaders.server';
import { profileMetaTags } from '../../features/profiles/profile-meta';
import { ShelfTab } from '../../features/profiles/shelf-tab';
import { statusOfSegment } from '../../features/books/shelf-paths';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/me-profile-shelf';

/** /me/profile/reading, /want-to-read and /finished: one of the caller's shelves. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const status = statusOfSegment(stripLocale(new URL(request.url).pathname).split('/').filter(Boolean)[2] ?? '');
  if (status === null) throw data(null, { status: 404 });
  return loadShelf(request, context, null, status);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  profileMetaTags(matches, 'me-profile', loaderData?.tabTitle, true);

export default function MeProfileShelf({ loaderData }: Route.ComponentProps) {
  return <ShelfTab status={loaderData.status} shelf={loaderData.shelf} list={loaderData.list} own />;
}
