import { useTranslation } from '../../i18n/use-translation';
import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { orNotFound, requireUrlParam } from '../../features/catalogue-entities/entity-loaders';
import { displayName, FriendCard } from '../../features/friends/friend-card';
import { formatDay } from '../../features/friends/friend-dates';
import { FRIENDS_PAGE_SIZE, friendsPageOf } from '../../features/friends/friends-paging';
import { FriendsSection } from '../../features/friends/friends-section';
import { useSession } from '../../features/session/session-context';
import type { Route } from './+types/user-friends';
import { Text } from '../../components/ui';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const userName = requireUrlParam(params.username);
  const page = friendsPageOf(request.url);
  const { friends } = context.services;
  const [owner, list, t] = await Promise.all([
    orNotFound(() => friends.getReaderCard(userName)),
    orNotFound(() => friends.listUserFriends(userName, { page, pageSize: FRIENDS_PAGE_SIZE })),
    pageTranslator(context.language),
  ]);
  const name = displayName(owner);
  return {
    owner,
    list,
    page,
    meta: await pageMeta(context.language, t('friends:user.title', { name }), t('friends:user.description', { name })),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: data.meta.title }, { name: 'description', content: data.meta.description }];
}

/** /user/:username/friends: a reader's friends (the friend button toward that reader is in the profile header). */
export default function UserFriendsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('friends');
  const { language } = useSession();
  const { owner, list, page } = loaderData;
  const name = displayName(owner);
  return (
    <FriendsSection
      title={t('user.title', { name })}
      lead={t('count.friends', { count: list.totalCount })}
      empty={<Text c="dimmed">{t('user.empty', { name })}</Text>}
      totalCount={list.totalCount}
      page={page}
      pageSize={FRIENDS_PAGE_SIZE}
    >
      {list.items.map((friend) => (
        <FriendCard
          key={friend.id}
          card={friend}
          meta={t('since', { date: formatDay(language, friend.friendsSince) })}
        />
      ))}
    </FriendsSection>
  );
}
