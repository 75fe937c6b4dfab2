import { data } from 'react-router';
import { stripLocale } from '#core/locale';
import { loadShelf } from '../../features/profiles/profile-loaders.server';
import { profileMetaTags } from '../../features/profiles/profile-meta';
import { ShelfTab } from '../../features/profiles/shelf-tab';
import { statusOfSegment } from '../../features/books/shelf-paths';
import type { Route } from './+types/user-profile-shelf';

const isNotFound = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode === 404;

/** /user/:username/reading, /want-to-read and /finished: one of a reader's shelves, public. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const status = statusOfSegment(stripLocale(new URL(request.url).pathname).split('/').filter(Boolean)[2] ?? '');
  if (status === null || !params.username) throw data(null, { status: 404 });
  try {
    return await loadShelf(request, context, params.username, status);
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  profileMetaTags(matches, 'user-username', loaderData?.tabTitle, false);

export default function UserProfileShelf({ loaderData }: Route.ComponentProps) {
  return <ShelfTab status={loaderData.status} shelf={loaderData.shelf} list={loaderData.list} own={false} />;
}
