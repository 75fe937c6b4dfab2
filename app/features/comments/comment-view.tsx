import { Box, Tooltip } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconCornerDownRight,
  IconPencil,
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { UserRole } from '#core/enums';
import type { CommentBase, CommentReactionResult } from '#core/schemas/comments';
import { usePreLoginAction } from '../auth/pre-login-action';
import { useSession } from '../session/session-context';
import { ConfirmDelete } from '../recensions/confirm-delete';
import { COMMENT_REACTION_ACTION, type CommentPrefix } from '../recensions/reading-replay';
import { WriterLine } from '../recensions/writer-line';
import { api } from '../../lib/api-client';
import { CommentForm } from './comment-form';
import classes from '../recensions/reading.module.css';
import { ActionIcon, Button, Group, Stack, Text } from '../../components/ui';

/** One comment or reply: its writer and text, like / dislike / save, reply, and the writer's edit and delete. */
export function CommentView({
  comment,
  prefix,
  onChange,
  onDeleted,
  onReply,
}: {
  comment: CommentBase;
  prefix: CommentPrefix;
  onChange: (comment: CommentBase) => void;
  onDeleted: (comment: CommentBase) => void;
  onReply?: () => void;
}) {
  const { t } = useTranslation('comments');
  const { auth } = useSession();
  const { runProtected } = usePreLoginAction();
  const [editing, setEditing] = useState(false);
  const base = `/api/${prefix}/comment/${comment.id}`;

  const react = (reaction: 'like' | 'dislike' | 'save') =>
    void runProtected(
      { type: COMMENT_REACTION_ACTION, payload: { prefix, id: comment.id, reaction } },
      async () => {
        try {
          if (reaction === 'save') {
            const { saved } = await api<{ saved: boolean }>(`${base}/save`, { method: 'PUT' });
            onChange({ ...comment, isSaved: saved });
          } else {
            const result = await api<CommentReactionResult>(`${base}/${reaction}`, { method: 'PUT' });
            onChange({ ...comment, ...result });
          }
        } catch {
          // The API client has shown the failure.
        }
      },
      { title: t('preLogin.react') },
    );

  return (
    <Stack gap={6} component="article" aria-label={t('byWriter', { userName: comment.writer.userName })}>
      <WriterLine writer={comment.writer} date={comment.createdAt} size="xs">
        {comment.edited && (
          <Text size="xs" c="dimmed">
            {t('edited')}
          </Text>
        )}
      </WriterLine>
      <Box pl={36}>
        {editing ? (
          <CommentForm
            label={t('editLabel')}
            submitLabel={t('save')}
            initialText={comment.text}
            autoFocus
            onCancel={() => setEditing(false)}
            onSend={async (text) => {
              onChange(await api<CommentBase>(base, { method: 'PUT', body: { text } }));
              setEditing(false);
            }}
          />
        ) : (
          <Text component="p" size="sm" className={classes.readerText}>
            {comment.text}
          </Text>
        )}
        <Group gap={4} mt={4} wrap="wrap">
          <Button
            variant={comment.myReaction === 1 ? 'light' : 'subtle'}
            color={comment.myReaction === 1 ? undefined : 'gray'}
            size="compact-xs"
            aria-pressed={comment.myReaction === 1}
            aria-label={t('likeLabel', { count: comment.likesCount })}
            leftSection={
              comment.myReaction === 1 ? (
                <IconThumbUpFilled size={14} aria-hidden />
              ) : (
                <IconThumbUp size={14} aria-hidden />
              )
            }
            onClick={() => react('like')}
          >
            {comment.likesCount}
          </Button>
          <Button
            variant={comment.myReaction === -1 ? 'light' : 'subtle'}
            color={comment.myReaction === -1 ? 'red' : 'gray'}
            size="compact-xs"
            aria-pressed={comment.myReaction === -1}
            aria-label={t('dislikeLabel', { count: comment.dislikesCount })}
            leftSection={
              comment.myReaction === -1 ? (
                <IconThumbDownFilled size={14} aria-hidden />
              ) : (
                <IconThumbDown size={14} aria-hidden />
              )
            }
            onClick={() => react('dislike')}
          >
            {comment.dislikesCount}
          </Button>
          <Tooltip label={comment.isSaved ? t('saved') : t('save')}>
            <ActionIcon
              variant={comment.isSaved ? 'light' : 'subtle'}
              color={comment.isSaved ? undefined : 'gray'}
              size="sm"
              aria-pressed={comment.isSaved}
              aria-label={comment.isSaved ? t('saved') : t('save')}
              onClick={() => react('save')}
            >
              {comment.isSaved ? <IconBookmarkFilled size={14} aria-hidden /> : <IconBookmark size={14} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          {onReply && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              leftSection={<IconCornerDownRight size={14} aria-hidden />}
              onClick={onReply}
            >
              {t('reply')}
            </Button>
          )}
          {comment.isMine && !editing && (
            <Button
              variant="subtle"
              size="compact-xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('edit')}
            </Button>
          )}
          {(comment.isMine || auth?.isAdmin || auth?.role === UserRole.Admin) && (
            <ConfirmDelete
              question={
                comment.repliesCount ? t('deleteWithReplies', { count: comment.repliesCount }) : t('deleteQuestion')
              }
              onConfirm={async () => {
                await api(base, { method: 'DELETE' });
                onDeleted(comment);
              }}
            />
          )}
        </Group>
      </Box>
    </Stack>
  );
}
