import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CommentTarget } from '../../../core/enums';
import { counter, createdAt, enumCheck, id, updatedAt } from './columns';
import { users } from './users';

/**
 * Comments on recensions, quotes, authors and compilations. The target is polymorphic
 * (targetKind, targetId), so it cannot carry a foreign key: the migration
 * `comment_target_cleanup` adds AFTER DELETE triggers on the four target tables that delete
 * their comments, which also covers targets removed by a cascade (e.g. a deleted user's recensions).
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    /** CommentTarget (core/enums.ts): BookRecension=1, BookQuote=2, Author=3, Compilation=4. */
    targetKind: smallint().notNull(),
    targetId: integer().notNull(),
    parentId: integer().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    likesCount: counter(),
    dislikesCount: counter(),
    repliesCount: counter(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_target_created_at_idx').on(t.targetKind, t.targetId, t.createdAt),
    index('comments_parent_id_created_at_idx').on(t.parentId, t.createdAt),
    index('comments_user_id_idx').on(t.userId),
    enumCheck('comments_target_kind_check', t.targetKind, CommentTarget),
  ],
);

export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: integer()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 like, -1 dislike; one reaction per user, switching flips the value. */
    value: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_reactions_user_id_idx').on(t.userId),
    check('comment_reactions_value_check', sql`${t.value} in (1, -1)`),
  ],
);

export const commentSaves = pgTable(
  'comment_saves',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.commentId] }),
    index('comment_saves_comment_id_idx').on(t.commentId),
    index('comment_saves_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
  ],
);
