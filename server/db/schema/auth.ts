import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, textCheck } from './columns';
import { authors } from './people';
import { users } from './users';

export const userTokenKinds = ['email-verification', 'password-reset', 'author-verification'] as const;
export type UserTokenKind = (typeof userTokenKinds)[number];

/**
 * One-time tokens sent by mail. Only the SHA-256 of the token is stored, so a leaked
 * database cannot be used to verify emails or reset passwords.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    kind: text().$type<UserTokenKind>().notNull(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to; verifying it must match the account's current email. */
    email: text(),
    /** For author-verification: the author page being claimed. */
    authorId: integer().references(() => authors.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_tokens_user_id_kind_idx').on(t.userId, t.kind),
    index('user_tokens_expires_at_idx').on(t.expiresAt),
    textCheck('user_tokens_kind_check', t.kind, userTokenKinds),
  ],
);

/**
 * Signed-out JWTs (one session) until they would have expired anyway; users.tokenVersion
 * revokes all of a user's sessions at once without a row per token.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt), index('revoked_tokens_user_id_idx').on(t.userId)],
);
