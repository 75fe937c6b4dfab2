import { Paper, Stack as MantineStack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { CommentBase, CommentItem, CommentList, ReplyList } from '#core/schemas/comments';
import { COMMENTS_PAGE_SIZE } from '#core/schemas/comments';
import { usePreLoginAction } from '../auth/pre-login-action';
import { COMMENT_ACTION, type CommentPrefix } from '../recensions/reading-replay';
import { NowProvider } from '../recensions/time-ago';
import { api } from '../../lib/api-client';
import { CommentForm } from './comment-form';
import { CommentView } from './comment-view';
import { Button, Group, Stack, Text, Title } from '../../components/ui';
import { Divider } from '../../components/ui/divider';

const REPLIES_PAGE = 50;

/**
 * The comments of a recension, quote, author or compilation (spec §3 Comment): the first page
 * comes with the page's HTML, more on demand; replies hang under their comment. Visitors'
 * comments and reactions go through the login pop-up and are sent after sign-in.
 */
export function CommentSection({
  prefix,
  target,
  initial,
}: {
  prefix: CommentPrefix;
  /** The target's id or urlName in the API path. */
  target: string;
  /** The first page, with the loader's time for relative dates. */
  initial: CommentList & { now: string };
}) {
  const { t } = useTranslation('comments');
  const { runProtected } = usePreLoginAction();
  const [items, setItems] = useState<CommentItem[]>(initial.items);
  const [total, setTotal] = useState(initial.totalCount);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  /** The form open under a thread: which comment it answers (a reply's writer hears of it). */
  const [replying, setReplying] = useState<{ thread: number; parent: number; userName: string } | null>(null);
  useEffect(() => {
    setItems(initial.items);
    setTotal(initial.totalCount);
    setPage(1);
  }, [initial]);

  const base = `/api/${prefix}/${encodeURIComponent(target)}`;

  const submit = (text: string, parentId: number | null) =>
    runProtected(
      { type: COMMENT_ACTION, payload: { prefix, target, text, parentId } },
      async () => {
        const created = await api<CommentItem>(`${base}/submit/comment`, { method: 'POST', body: { text, parentId } });
        if (created.parentId === null) {
          setItems((list) => [created, ...list]);
          setTotal((count) => count + 1);
        } else
          updateThread(created.parentId, (thread) => ({
            ...thread,
            repliesCount: thread.repliesCount + 1,
            replies: [...thread.replies, created],
          }));
        setReplying(null);
      },
      { title: t('preLogin.comment') },
    );

  function updateThread(id: number, change: (thread: CommentItem) => CommentItem) {
    setItems((list) => list.map((thread) => (thread.id === id ? change(thread) : thread)));
  }

  function changeComment(comment: CommentBase) {
    if (comment.parentId === null)
      updateThread(comment.id, (thread) => ({ ...thread, ...comment, replies: thread.replies }));
    else
      updateThread(comment.parentId, (thread) => ({
        ...thread,
        replies: thread.replies.map((reply) => (reply.id === comment.id ? comment : reply)),
      }));
  }

  function removeComment(comment: CommentBase) {
    if (comment.parentId === null) {
      setItems((list) => list.filter((thread) => thread.id !== comment.id));
      setTotal((count) => count - 1);
    } else
      updateThread(comment.parentId, (thread) => ({
        ...thread,
        repliesCount: thread.repliesCount - 1,
        replies: thread.replies.filter((reply) => reply.id !== comment.id),
      }));
  }

  async function loadMore() {
    setLoading(true);
    try {
      const next = await api<CommentList>(`${base}/comments?page=${page + 1}&pageSize=${COMMENTS_PAGE_SIZE}`);
      const known = new Set(items.map((item) => item.id));
      setItems((list) => [...list, ...next.items.filter((item) => !known.has(item.id))]);
      setTotal(next.totalCount);
      setPage(page + 1);
    } catch {
      // The API client has shown the failure.
    } finally {
      setLoading(false);
    }
  }

  async function loadReplies(thread: CommentItem) {
    try {
      const replies = await api<ReplyList>(`${base}/comments/${thread.id}?page=1&pageSize=${REPLIES_PAGE}`);
      updateThread(thread.id, (current) => ({ ...current, replies: replies.items, repliesCount: replies.totalCount }));
    } catch {
      // The API client has shown the failure.
    }
  }

  return (
    <NowProvider now={initial.now}>
      <section aria-labelledby="comments-heading" id="comments">
        <Title order={2} size="h3" id="comments-heading" mb="md">
          {t('heading', { count: total })}
        </Title>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="lg">
            <CommentForm label={t('newLabel')} submitLabel={t('send')} onSend={(text) => submit(text, null)} />
            {items.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
            {items.map((thread, index) => (
              <Stack key={thread.id} gap="sm">
                {index > 0 && <Divider />}
                <CommentView
                  comment={thread}
                  prefix={prefix}
                  onChange={changeComment}
                  onDeleted={removeComment}
                  onReply={() =>
                    setReplying(
                      replying?.parent === thread.id
                        ? null
                        : { thread: thread.id, parent: thread.id, userName: thread.writer.userName },
                    )
                  }
                />
                {(thread.replies.length > 0 || replying?.thread === thread.id) && (
                  <MantineStack
                    gap="sm"
                    ml={{ base: 'md', sm: 44 }}
                    pl="md"
                    style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
                  >
                    {thread.replies.map((reply) => (
                      <CommentView
                        key={reply.id}
                        comment={reply}
                        prefix={prefix}
                        onChange={changeComment}
                        onDeleted={removeComment}
                        onReply={() =>
                          setReplying({ thread: thread.id, parent: reply.id, userName: reply.writer.userName })
                        }
                      />
                    ))}
                    {thread.repliesCount > thread.replies.length && (
                      <Group>
                        <Button variant="subtle" size="compact-sm" onClick={() => void loadReplies(thread)}>
                          {t('allReplies', { count: thread.repliesCount })}
                        </Button>
                      </Group>
                    )}
                    {replying?.thread === thread.id && (
                      <CommentForm
                        key={replying.parent}
                        label={t('replyLabel', { userName: replying.userName })}
                        submitLabel={t('reply')}
                        autoFocus
                        onCancel={() => setReplying(null)}
                        onSend={(text) => submit(text, replying.parent)}
                      />
                    )}
                  </MantineStack>
                )}
              </Stack>
            ))}
            {items.length < total && (
              <Group justify="center">
                <Button variant="default" loading={loading} onClick={() => void loadMore()}>
                  {t('more')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      </section>
    </NowProvider>
  );
}
