import { data, type AppLoadContext } from 'react-router';
import { stripLocale } from '#core/locale';
import { READING_PAGE_SIZE, readingListParams } from './reading-list-params';
import { orNotFound, readingMeta, readingViewer } from './reading-loaders.server';

export type ProfileList = 'last' | 'saved' | 'liked';
export type ProfileListKind = 'reviews' | 'quotes';

/** The tab's segment of /me/profile/<segment>: reviews, liked-reviews, saved-reviews, quotes, … */
function listOfPath(request: Request): ProfileList {
  const segment = stripLocale(new URL(request.url).pathname).split('/').filter(Boolean)[2] ?? '';
  if (segment.startsWith('liked-')) return 'liked';
  if (segment.startsWith('saved-')) return 'saved';
  return 'last';
}

/**
 * A profile tab of recensions or quotes: the caller's own (written, liked, saved) when `userName`
 * is null, or what another reader wrote.
 */
export async function loadProfileList(
  request: Request,
  context: AppLoadContext,
  kind: ProfileListKind,
  userName: string | null,
) {
  const { page } = readingListParams(request.url);
  const list = userName === null ? listOfPath(request) : 'last';
  const paging = { page, pageSize: READING_PAGE_SIZE };
  const viewer = readingViewer(context);
  if (userName !== null && !userName) throw data(null, { status: 404 });
  const { recensions, quotes } = context.services;
  const content =
    kind === 'reviews'
      ? {
          kind,
          items: await orNotFound(() =>
            userName === null
              ? recensions.listMine(viewer, list, paging)
              : recensions.listUsers(viewer, userName, paging),
          ),
        }
      : {
          kind,
          items: await orNotFound(() =>
            userName === null ? quotes.listMine(viewer, list, paging) : quotes.listUsers(viewer, userName, paging),
          ),
        };
  const key = userName === null ? `${kind}.${list}` : `${kind}.user`;
  const meta = await readingMeta(
    context,
    (t) => t(`recensions:profile.${key}`, { userName }),
    (t) => t(`recensions:profile.${key}`, { userName }),
  );
  return { content, list, own: userName === null, userName, page, meta, now: new Date().toISOString() };
}

export type ProfileListData = Awaited<ReturnType<typeof loadProfileList>>;
