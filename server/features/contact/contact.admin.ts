import { desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ContactAdminItem, ContactAdminList, ContactAdminQuery } from '#core/schemas/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/requests';
import { authorize, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import { pageOffset } from '#core/schemas/paging';
import { recordAudit } from '../audit/audit.record';
import { mayMarkAnswered, mayReadTeamMessages } from './contact.policy';

type MessageRow = typeof contactMessages.$inferSelect;

const toItem = (row: MessageRow): ContactAdminItem => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  email: row.email,
  text: row.text,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/**
 * The administration's side of the contact form (not in the spec): the messages newest first,
 * waiting or answered, and marking one answered, which lets its address write again (spec §8).
 */
export function createContactAdmin({ db }: { db: Db }) {
  return {
    async listMessages(actor: Actor, query: ContactAdminQuery): Promise<ContactAdminList> {
      authorize(mayReadTeamMessages(actor));
      const rows = await db
        .select({ message: contactMessages, totalCount: sql<number>`(count(*) over ())::int` })
        .from(contactMessages)
        .where(query.state === 'waiting' ? isNull(contactMessages.answeredAt) : isNotNull(contactMessages.answeredAt))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(query.pageSize)
        .offset(pageOffset(query));
      return { items: rows.map((row) => toItem(row.message)), totalCount: rows[0]?.totalCount ?? 0 };
    },

    async markAnswered(actor: Actor, id: number): Promise<ContactAdminItem> {
      authorize(mayReadTeamMessages(actor));
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
        if (!row) throw notFound();
        authorize(mayMarkAnswered(actor, { answered: row.answeredAt !== null }));
        const answeredAt = new Date();
        await tx.update(contactMessages).set({ answeredAt }).where(eq(contactMessages.id, id));
        await recordAudit(tx, actor, {
          kind: 'contact-message',
          id,
          action: 'update',
          before: { answeredAt: null },
          after: { answeredAt },
        });
        return toItem({ ...row, answeredAt });
      });
    },
  };
}
