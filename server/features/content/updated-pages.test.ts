import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentType } from '#core/enums';
import { contentPages, contentPageVersions, users } from '../../db/schema';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let privacy: typeof contentPages.$inferSelect;
let terms: typeof contentPages.$inferSelect;
let early: BuiltUser;
let other: BuiltUser;
const longAgo = new Date(Date.UTC(2020, 0, 1));

beforeAll(async () => {
  t = await createTestApp();
  [privacy, terms] = await t.database.db
    .insert(contentPages)
    .values([
      {
        slug: 'privacy',
        documentType: DocumentType.PrivacyPolicy,
        titleEn: 'Privacy policy',
        titleUk: 'Політика конфіденційності',
      },
      { slug: 'terms-and-conditions', documentType: DocumentType.TermsOfConditions, titleEn: 'Terms', titleUk: '' },
    ])
    .returning();
  early = await buildUser(t);
  other = await buildUser(t);
  await t.database.db.update(users).set({ createdAt: longAgo });
});
afterAll(() => t.close());

/** What publishing writes (the administration's page does it): a version that needs acknowledging. */
async function publish(page: typeof contentPages.$inferSelect, version: number, requiresAcknowledgement = true) {
  await t.database.db
    .insert(contentPageVersions)
    .values({ pageId: page.id, version, titleEn: page.titleEn, requiresAcknowledgement, publishedAt: new Date() });
  await t.database.db.update(contentPages).set({ currentVersion: version }).where(eq(contentPages.id, page.id));
}

const updatedPages = async (user: BuiltUser, language = 'en') =>
  (await t.app.inject({ url: '/api/auth/user', headers: { ...(await authHeaders(t, user)), language } })).json().user
    .updatedContentPages;
const acknowledge = async (user: BuiltUser) =>
  t.app.inject({ method: 'PUT', url: '/api/user/me/acknowledge-pages', headers: await authHeaders(t, user) });

describe('updated content pages reach every reader until each acknowledges them', () => {
  it('lists new versions of privacy and terms for every earlier reader, not for later ones', async () => {
    await publish(privacy, 2, false);
    expect(await updatedPages(early)).toEqual([]);
    await publish(privacy, 3);
    await publish(terms, 2);
    const expected = [
      { id: privacy.id, title: 'Privacy policy', url: '/privacy' },
      { id: terms.id, title: 'Terms', url: '/terms-and-conditions' },
    ];
    expect(await updatedPages(early)).toEqual(expected);
    expect(await updatedPages(other)).toEqual(expected);
    expect((await updatedPages(other, 'uk'))[0].title).toBe('Політика конфіденційності');
    expect(await updatedPages(await buildUser(t))).toEqual([]);
  });

  it('acknowledging clears the reader’s own list only, until the next version', async () => {
    expect((await acknowledge(early)).statusCode).toBe(200);
    expect(await updatedPages(early)).toEqual([]);
    expect(await updatedPages(other)).toHaveLength(2);
    expect((await acknowledge(early)).statusCode).toBe(200);

    await publish(terms, 3);
    expect(await updatedPages(early)).toEqual([{ id: terms.id, title: 'Terms', url: '/terms-and-conditions' }]);
    await t.database.db.update(contentPages).set({ active: false }).where(eq(contentPages.id, terms.id));
    expect(await updatedPages(early)).toEqual([]);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/me/acknowledge-pages' })).statusCode).toBe(401);
  });
});
