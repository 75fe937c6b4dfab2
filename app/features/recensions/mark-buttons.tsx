import { IconBookmark, IconBookmarkFilled, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { LikeResult, SaveResult } from '#core/schemas/recensions';
import { usePreLoginAction } from '../auth/pre-login-action';
import { api } from '../../lib/api-client';
import { READING_MARK_ACTION, type ReadingKind } from './reading-replay';
import { Button, Group } from '../../components/ui';

interface Mark {
  on: boolean;
  count: number;
}

/** A like or save as the server last answered; a new server value (after a reload) replaces it. */
function useMark(on: boolean, count: number) {
  const [mark, setMark] = useState<Mark>({ on, count });
  useEffect(() => setMark({ on, count }), [on, count]);
  return [mark, setMark] as const;
}

/**
 * Like and save of a recension or quote. Each click sends the state wanted (`on=true|false`), so a
 * double click cannot invert it; a visitor's click is kept and replayed after the login pop-up.
 */
export function MarkButtons({
  kind,
  id,
  liked,
  likesCount,
  saved,
}: {
  kind: ReadingKind;
  id: number;
  liked: boolean;
  likesCount: number;
  saved: boolean;
}) {
  const { t } = useTranslation('recensions');
  const { runProtected } = usePreLoginAction();
  const [like, setLike] = useMark(liked, likesCount);
  const [save, setSave] = useMark(saved, 0);
  const [busy, setBusy] = useState<'like' | 'save' | null>(null);

  async function send(mark: 'like' | 'save') {
    setBusy(mark);
    try {
      if (mark === 'like') {
        const result = await api<LikeResult>(`/api/${kind}/${id}/like?on=${!like.on}`, { method: 'PUT' });
        setLike({ on: result.liked, count: result.likesCount });
      } else {
        const result = await api<SaveResult>(`/api/${kind}/${id}/save?on=${!save.on}`, { method: 'PUT' });
        setSave({ on: result.saved, count: result.savesCount });
      }
    } catch {
      // The API client has shown the failure (spec §8).
    } finally {
      setBusy(null);
    }
  }

  const click = (mark: 'like' | 'save') =>
    void runProtected({ type: READING_MARK_ACTION, payload: { kind, id, mark } }, () => send(mark), {
      title: t(`preLogin.${mark}`),
    });

  return (
    <Group gap={6}>
      <Button
        variant={like.on ? 'light' : 'subtle'}
        color={like.on ? 'red' : 'gray'}
        size="compact-sm"
        loading={busy === 'like'}
        aria-pressed={like.on}
        leftSection={like.on ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
        onClick={() => click('like')}
        aria-label={t('marks.likeLabel', { count: like.count })}
      >
        {like.count}
      </Button>
      <Button
        variant={save.on ? 'light' : 'subtle'}
        color={save.on ? undefined : 'gray'}
        size="compact-sm"
        loading={busy === 'save'}
        aria-pressed={save.on}
        leftSection={save.on ? <IconBookmarkFilled size={16} aria-hidden /> : <IconBookmark size={16} aria-hidden />}
        onClick={() => click('save')}
      >
        {save.on ? t('marks.saved') : t('marks.save')}
      </Button>
    </Group>
  );
}
