import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useRevalidator } from 'react-router';
import type { FriendRequestItem } from '#core/schemas/friends';
import { pageMeta, pageTranslator } from '../../features/books/page-text.server';
import { answerRequest } from '../../features/friends/friend-actions';
import { displayName, FriendCard } from '../../features/friends/friend-card';
import { formatDay } from '../../features/friends/friend-dates';
import { FRIENDS_PAGE_SIZE, friendsPageOf } from '../../features/friends/friends-paging';
import { FriendsSection } from '../../features/friends/friends-section';
import { NetworkTabs } from '../../features/friends/network-tabs';
import { useSession } from '../../features/session/session-context';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/my-friend-requests';
import { Text } from '../../components/ui';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const page = friendsPageOf(request.url);
  const [list, t] = await Promise.all([
    context.services.friends.listMyRequests(context.actor, { page, pageSize: FRIENDS_PAGE_SIZE }),
    pageTranslator(context.language),
  ]);
  return {
    list,
    page,
    meta: await pageMeta(context.language, t('friends:requests.title'), t('friends:requests.description')),
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

/** Approve or ignore one request; the list is read again once the server agreed. */
function RequestActions({ request, onAnswered }: { request: FriendRequestItem; onAnswered: () => void }) {
  const { t } = useTranslation('friends');
  const [busy, setBusy] = useState<'approve' | 'ignore' | null>(null);
  const name = displayName(request.from);

  async function answer(approve: boolean) {
    setBusy(approve ? 'approve' : 'ignore');
    try {
      await answerRequest(request.id, approve);
      notifications.show({ color: 'green', message: t(approve ? 'done.friends' : 'done.ignored', { name }) });
      onAnswered();
    } catch {
      setBusy(null); // The API client showed the reason.
    }
  }

  return (
    <>
      <Button
        size="xs"
        leftSection={<IconCheck size={14} aria-hidden />}
        loading={busy === 'approve'}
        disabled={busy !== null}
        onClick={() => void answer(true)}
      >
        {t('button.approve')}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconX size={14} aria-hidden />}
        loading={busy === 'ignore'}
        disabled={busy !== null}
        onClick={() => void answer(false)}
      >
        {t('button.ignore')}
      </Button>
    </>
  );
}

/** /me/profile/network/requests: the requests waiting for the reader's answer. */
export default function MyFriendRequestsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('friends');
  const { language } = useSession();
  const { revalidate } = useRevalidator();
  const { list, page } = loaderData;
  return (
    <FriendsSection
      nav={<NetworkTabs current="requests" waiting={list.totalCount} />}
      title={t('requests.title')}
      lead={t('requests.description')}
      empty={<Text c="dimmed">{t('requests.empty')}</Text>}
      totalCount={list.totalCount}
      page={page}
      pageSize={FRIENDS_PAGE_SIZE}
    >
      {list.items.map((request) => (
        <FriendCard
          key={request.id}
          card={request.from}
          meta={t('requests.asked', { date: formatDay(language, request.createdAt) })}
          actions={<RequestActions request={request} onAnswered={() => void revalidate()} />}
        />
      ))}
    </FriendsSection>
  );
}
