import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentType } from '#core/enums';
import { contentPages, contentPageVersions } from '../../db/schema/content';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const pages = await db
    .insert(contentPages)
    .values([
      {
        slug: 'privacy',
        documentType: DocumentType.PrivacyPolicy,
        titleEn: 'Privacy policy',
        titleUk: 'Політика приватності',
        bodyEn: 'A draft nobody reads yet.',
        bodyUk: 'Чернетка, якої ще ніхто не читає.',
        currentVersion: 3,
      },
      {
        slug: 'terms-and-conditions',
        documentType: DocumentType.TermsOfConditions,
        titleEn: 'Terms',
        bodyEn: 'Be kind.',
      },
      { slug: 'old-rules', titleEn: 'Old rules', bodyEn: 'Gone.', active: false },
      { slug: 'never-published', titleEn: 'Draft', bodyEn: 'Not yet.', currentVersion: 0 },
    ])
    .returning();
  const [privacy, terms, oldRules] = pages;
  await db.insert(contentPageVersions).values([
    { pageId: privacy!.id, version: 2, titleEn: 'Privacy policy', bodyEn: 'We kept more.' },
    {
      pageId: privacy!.id,
      version: 3,
      titleEn: 'Privacy policy',
      titleUk: 'Політика приватності',
      bodyEn: 'We keep little.',
      bodyUk: 'Ми зберігаємо мало.',
    },
    { pageId: terms!.id, version: 1, titleEn: 'Terms', bodyEn: 'Be kind.' },
    { pageId: oldRules!.id, version: 1, titleEn: 'Old rules', bodyEn: 'Gone.' },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/content/{slug}', () => {
  it('answers the page in the request language', async () => {
    const response = await t.app.inject({ url: '/api/content/privacy', headers: { language: 'uk' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: 'privacy',
      documentType: DocumentType.PrivacyPolicy,
      title: 'Політика приватності',
      body: 'Ми зберігаємо мало.',
      version: 3,
    });
  });

  it('falls back to English where the Ukrainian text is not written', async () => {
    const response = await t.app.inject({ url: '/api/content/terms-and-conditions', headers: { language: 'uk' } });
    expect(response.json()).toMatchObject({ title: 'Terms', body: 'Be kind.' });
  });

  it('answers 404 for an inactive, unpublished or unknown page', async () => {
    for (const slug of ['old-rules', 'never-published', 'nothing-here']) {
      const response = await t.app.inject({ url: `/api/content/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404 });
    }
  });
});

describe('content service', () => {
  it('finds the legal documents by their document type', async () => {
    const terms = await t.app.services.content.getContentPage({ documentType: DocumentType.TermsOfConditions }, 'en');
    expect(terms?.slug).toBe('terms-and-conditions');
    const privacy = await t.app.services.content.getContentPage({ documentType: DocumentType.PrivacyPolicy }, 'en');
    expect(privacy?.title).toBe('Privacy policy');
  });
});
