import { useTranslation } from '../../i18n/use-translation';
import { useRevalidator } from 'react-router';
import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { displayName, FriendCard } from '../../features/friends/friend-card';
import { formatDay } from '../../features/friends/friend-dates';
import { FRIENDS_PAGE_SIZE, friendsPageOf } from '../../features/friends/friends-paging';
import { FriendsSection } from '../../features/friends/friends-section';
import { NetworkTabs } from '../../features/friends/network-tabs';
import { RemoveFriendButton } from '../../features/friends/remove-friend';
import { openGlobalSearch } from '../../features/search/search-events';
import { useSession } from '../../features/session/session-context';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/my-friends';
import { Anchor, Text } from '../../components/ui';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const page = friendsPageOf(request.url);
  const { friends } = context.services;
  const [list, waiting, t] = await Promise.all([
    friends.listMyFriends(context.actor, { page, pageSize: FRIENDS_PAGE_SIZE }),
    friends.listMyRequests(context.actor, { page: 1, pageSize: 1 }),
    pageTranslator(context.language),
  ]);
  return {
    list,
    page,
    waiting: waiting.totalCount,
    meta: await pageMeta(context.language, t('friends:mine.title'), t('friends:mine.description')),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: data.meta.title },
    { name: 'description', content: data.meta.description },
    { name: 'robots', content: 'noindex' },
  ];
}

/** /me/profile/network/friends: the reader's friends, each removable after a Yes/No confirmation. */
export default function MyFriendsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('friends');
  const { language } = useSession();
  const { revalidate } = useRevalidator();
  const { list, page, waiting } = loaderData;
  return (
    <FriendsSection
      nav={<NetworkTabs current="friends" waiting={waiting} />}
      title={t('mine.title')}
      lead={t('count.friends', { count: list.totalCount })}
      empty={
        <Text c="dimmed">
          {t('mine.empty')}{' '}
          <Anchor component="button" type="button" inherit onClick={() => openGlobalSearch()}>
            {t('mine.findReaders')}
          </Anchor>
        </Text>
      }
      totalCount={list.totalCount}
      page={page}
      pageSize={FRIENDS_PAGE_SIZE}
    >
      {list.items.map((friend) => (
        <FriendCard
          key={friend.id}
          card={friend}
          meta={t('since', { date: formatDay(language, friend.friendsSince) })}
          actions={
            <RemoveFriendButton
              userName={friend.userName}
              name={displayName(friend)}
              onRemoved={() => void revalidate()}
            />
          }
        />
      ))}
    </FriendsSection>
  );
}
