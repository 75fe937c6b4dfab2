import { eq, sql } from 'drizzle-orm';
import type { ResetPasswordBody } from '#core/schemas/auth';
import { users } from '../../db/schema/users';
import { badRequest } from '../../lib/http-error';
import { findUserByEmail } from './accounts';
import type { AuthDependencies } from './auth.service';
import { consumeOneTimeToken, createOneTimeToken, findOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';

/** Forgotten password: start-reset mails a one-hour single-use link, resetPassword spends it. */
export function createRecoveryService(
  { database, mail, sessions }: AuthDependencies,
  onMailError: (error: unknown) => void,
) {
  const { db } = database;

  return {
    /**
     * Answers the same, at once, whether or not the address has an account: the token and the
     * message are made after the answer, so neither the body nor the timing reveals accounts.
     */
    startReset(email: string) {
      setImmediate(() => {
        void (async () => {
          const user = await findUserByEmail(db, email);
          if (!user) return;
          const token = await createOneTimeToken(db, { kind: 'password-reset', userId: user.id, email: user.email });
          await mail.sendPasswordReset(user, token);
        })().catch(onMailError);
      });
      return { sent: true as const };
    },

    /** Sets the new password and revokes every session (tokenVersion + 1). */
    async resetPassword({ token, password }: ResetPasswordBody) {
      const found = await findOneTimeToken(db, 'password-reset', token);
      if (found.state === 'missing') throw badRequest('auth.errors.resetTokenNotFound');
      if (found.state === 'expired') throw badRequest('auth.errors.resetTokenExpired');
      const passwordHash = await hashPassword(password);
      const row = found.row;
      await db.transaction(async (tx) => {
        if (!(await consumeOneTimeToken(tx, row))) throw badRequest('auth.errors.resetTokenNotFound');
        await tx
          .update(users)
          .set({
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            // The link reached the mailbox, which proves the address as well as a verification link.
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, row.userId));
      });
      await sessions.forgetUser(row.userId);
      return { ok: true as const };
    },
  };
}
