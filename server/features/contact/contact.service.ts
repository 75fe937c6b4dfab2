import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { UserRole } from '#core/enums';
import type { ContactMessageBody } from '#core/schemas/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import type { Language } from '../../i18n/translate';
import { authorize, userIdOf, type Actor } from '../../lib/actor';
import type { MailService } from '../mail/mail.service';
import { createContactAdmin } from './contact.admin';
import { mayWriteToTeam } from './contact.policy';

/** Administrators told of one message; more would be a mailing list, not a notice. */
const ADMINS_MAILED_MAX = 20;

/**
 * The contact form (spec §8): the message is stored (one unanswered message per address, held by a
 * unique index so two quick submits cannot both pass), then mailed to the administrators, each in
 * their own language. A failed mail does not lose the message: it is kept for the team to read.
 */
export function createContactService({
  db,
  mail,
  log,
}: {
  db: Db;
  mail: Pick<MailService, 'sendContactMessage'>;
  log: (error: unknown) => void;
}) {
  const hasUnansweredMessage = async (email: string) => {
    const [row] = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(sql`lower(${contactMessages.email}) = lower(${email})`, isNull(contactMessages.answeredAt)))
      .limit(1);
    return !!row;
  };

  async function mailAdministrators(message: ContactMessageBody) {
    const admins = await db
      .select({ email: users.email, userName: users.userName, name: users.name, language: users.language })
      .from(users)
      .where(or(eq(users.isAdmin, true), eq(users.role, UserRole.Admin)))
      .orderBy(users.id)
      .limit(ADMINS_MAILED_MAX);
    const results = await Promise.allSettled(admins.map((admin) => mail.sendContactMessage(admin, message)));
    for (const result of results) if (result.status === 'rejected') log(result.reason);
  }

  return {
    async sendMessage(actor: Actor, body: ContactMessageBody, language: Language) {
      authorize(mayWriteToTeam(actor, { hasUnansweredMessage: await hasUnansweredMessage(body.email) }));
      const inserted = await db
        .insert(contactMessages)
        .values({
          userId: userIdOf(actor),
          name: body.name,
          email: body.email,
          text: body.text,
          language,
        })
        .onConflictDoNothing()
        .returning({ id: contactMessages.id });
      // Another submit from the same address won the race between the check and the insert.
      if (!inserted.length) authorize(mayWriteToTeam(actor, { hasUnansweredMessage: true }));
      await mailAdministrators(body);
      return { sent: true as const };
    },
    ...createContactAdmin({ db }),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
