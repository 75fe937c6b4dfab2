import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { registerPreLoginHandler } from '../auth/pre-login-registry';
import { api } from '../../lib/api-client';
import { showDone } from './toast';

/*
 * The pre-login actions of the reading pages (spec §4): a visitor's like, save, comment, reaction
 * or "write" is kept, the login pop-up opens, and after sign-in the page load replays it here.
 */

export const READING_MARK_ACTION = 'reading-mark';
export const COMMENT_ACTION = 'comment-submit';
export const COMMENT_REACTION_ACTION = 'comment-reaction';
export const READING_WRITE_ACTION = 'reading-write';

export type ReadingKind = 'recension' | 'quote';
export type CommentPrefix = 'author' | 'compilation' | 'recension' | 'quote';

export interface MarkPayload {
  kind: ReadingKind;
  id: number;
  mark: 'like' | 'save';
}

export interface CommentPayload {
  prefix: CommentPrefix;
  target: string;
  text: string;
  parentId: number | null;
}

export interface CommentReactionPayload {
  prefix: CommentPrefix;
  id: number;
  reaction: 'like' | 'dislike' | 'save';
}

const kinds: readonly string[] = ['recension', 'quote'];
const prefixes: readonly string[] = ['author', 'compilation', 'recension', 'quote'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

export function isMarkPayload(value: unknown): value is MarkPayload {
  return (
    isRecord(value) &&
    kinds.includes(value.kind as string) &&
    isId(value.id) &&
    ['like', 'save'].includes(value.mark as string)
  );
}

export function isCommentPayload(value: unknown): value is CommentPayload {
  return (
    isRecord(value) &&
    prefixes.includes(value.prefix as string) &&
    typeof value.target === 'string' &&
    typeof value.text === 'string' &&
    value.text.trim() !== '' &&
    (value.parentId === null || isId(value.parentId))
  );
}

export function isCommentReactionPayload(value: unknown): value is CommentReactionPayload {
  return (
    isRecord(value) &&
    prefixes.includes(value.prefix as string) &&
    isId(value.id) &&
    ['like', 'dislike', 'save'].includes(value.reaction as string)
  );
}

/** A path of this site only ("/…", not "//…"): a stored "write" action cannot send the reader elsewhere. */
export const isOwnPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** Registers the replays of the reading actions while a page that offers them is shown. */
export function useReadingReplay() {
  const { t } = useTranslation('recensions');
  const navigate = useNavigate();
  useEffect(() => {
    const done = () => showDone(t, t('preLogin.done'));
    const unregister = [
      registerPreLoginHandler(READING_MARK_ACTION, async (payload) => {
        if (!isMarkPayload(payload)) return;
        await api(`/api/${payload.kind}/${payload.id}/${payload.mark}?on=true`, { method: 'PUT' });
        done();
      }),
      registerPreLoginHandler(COMMENT_ACTION, async (payload) => {
        if (!isCommentPayload(payload)) return;
        await api(`/api/${payload.prefix}/${encodeURIComponent(payload.target)}/submit/comment`, {
          method: 'POST',
          body: { text: payload.text, parentId: payload.parentId },
        });
        done();
      }),
      registerPreLoginHandler(COMMENT_REACTION_ACTION, async (payload) => {
        if (!isCommentReactionPayload(payload)) return;
        await api(`/api/${payload.prefix}/comment/${payload.id}/${payload.reaction}`, { method: 'PUT' });
        done();
      }),
      registerPreLoginHandler(READING_WRITE_ACTION, (payload) => {
        const path = isRecord(payload) ? payload.path : null;
        if (isOwnPath(path)) void navigate(path);
      }),
    ];
    return () => unregister.forEach((off) => off());
  }, [t, navigate]);
}
