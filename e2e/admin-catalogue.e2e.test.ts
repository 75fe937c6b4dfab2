import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { slugify } from '#core/slug';
import { loginAs } from './support/accounts';
import { locales, useBrowser } from './support/browser';
import { exactly, expectPath, localized, openPage, tr, WAIT, type Lang } from './support/journey';

const browser = useBrowser();
let picturePath: string;

beforeAll(async () => {
  const pixels = Buffer.alloc(360 * 360 * 3, 0);
  for (let index = 0; index < pixels.length; index += 3) pixels.set([40, 120 + (index % 90), 160], index);
  const folder = mkdtempSync(join(tmpdir(), 'polytsia-admin-e2e-'));
  picturePath = join(folder, 'portrait.png');
  writeFileSync(
    picturePath,
    await sharp(pixels, { raw: { width: 360, height: 360, channels: 3 } })
      .png()
      .toBuffer(),
  );
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** "Name (English)" of a kind's form, in the page's language. */
const nameField = (lang: Lang, kind: string, language: 'en' | 'uk') =>
  tr(lang, `admin:form.inLanguage.${language}`, { field: tr(lang, `admin-catalogue:kinds.${kind}.nameLabel`) });

/** A visitor's answer for a public page (a context of its own, no session): what everyone is shown. */
async function visitorStatus(path: string) {
  const context = await browser.browser.newContext({ baseURL: browser.baseUrl });
  try {
    return (await context.request.get(path)).status();
  } finally {
    await context.close();
  }
}

async function expectToast(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), WAIT).toBe(true);
}

async function chooseOption(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: exactly(option) }).click();
}

describe('administering the catalogue', () => {
  for (const { code: lang } of locales) {
    it(`${lang}: creates a genre under a parent, finds it in the tree, edits it, hides and shows it`, async () => {
      const { page } = browser;
      await loginAs(page, 'admin');
      await openPage(page, localized(lang, '/admin/genre/new'));
      const name = `Cosmic horror ${unique()}`;
      await page.getByLabel(nameField(lang, 'genre', 'en')).fill(name);
      const urlName = page.getByLabel(tr(lang, 'admin:urlName.label'));
      await expect.poll(() => urlName.inputValue(), WAIT).toBe(slugify(name));
      await expect.poll(() => page.getByText(tr(lang, 'admin:urlName.available')).isVisible(), WAIT).toBe(true);
      const nameUk = `Космічний жах ${unique()}`;
      await page.getByLabel(nameField(lang, 'genre', 'uk')).fill(nameUk);
      const shownName = lang === 'uk' ? nameUk : name;
      const parentName = lang === 'uk' ? 'Художня література' : 'Fiction';
      await chooseOption(page, tr(lang, 'admin-catalogue:fields.parent'), parentName);
      await page.getByRole('button', { name: exactly(tr(lang, 'admin:form.create')) }).click();
      await expectToast(page, tr(lang, 'admin:form.created'));
      await expectPath(page, new RegExp(`^${localized(lang, '/admin/genre/')}\\d+$`));
      const editPath = new URL(page.url()).pathname;

      await openPage(page, `${localized(lang, '/admin/genres')}?view=tree`);
      const parentBranch = page.locator('li').filter({ has: page.getByRole('link', { name: exactly(parentName) }) });
      await expect.poll(() => parentBranch.getByRole('link', { name: exactly(shownName) }).count(), WAIT).toBe(1);

      await page.getByRole('link', { name: exactly(shownName) }).click();
      await expectPath(page, editPath);
      const description = tr(lang, 'admin:form.inLanguage.en', {
        field: tr(lang, 'admin-catalogue:fields.description'),
      });
      await page.getByLabel(description).fill('Dread of the vast and unknowable.');
      await page.getByRole('button', { name: exactly(tr(lang, 'admin:form.save')) }).click();
      await expectToast(page, tr(lang, 'admin:form.saved'));
      const history = page.getByRole('region', { name: tr(lang, 'audit:title') });
      await expect.poll(() => history.getByText(description, { exact: false }).count(), WAIT).toBeGreaterThan(0);

      const publicPath = localized(lang, `/genre/${slugify(name)}`);
      expect(await visitorStatus(publicPath)).toBe(200);
      const active = page.getByRole('switch', { name: tr(lang, 'admin:form.active') });
      await active.click({ force: true });
      await expectToast(page, tr(lang, 'admin:form.deactivated'));
      expect(await visitorStatus(publicPath)).toBe(404);
      await expect.poll(() => active.isEnabled(), WAIT).toBe(true);
      await active.click({ force: true });
      await expectToast(page, tr(lang, 'admin:form.activated'));
      expect(await visitorStatus(publicPath)).toBe(200);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: creates an author with a picture`, async () => {
      const { page } = browser;
      await loginAs(page, 'admin');
      await openPage(page, localized(lang, '/admin/author/new'));
      const name = `Marta Picture ${unique()}`;
      await page.getByLabel(nameField(lang, 'author', 'en')).fill(name);
      await page.getByLabel(nameField(lang, 'author', 'uk')).fill(`Марта ${unique()}`);
      await page.locator('input[type=file]').setInputFiles(picturePath);
      await expect
        .poll(() => page.getByText(tr(lang, 'admin:image.pending', { name: 'portrait.png' })).isVisible(), WAIT)
        .toBe(true);
      await page.getByRole('button', { name: exactly(tr(lang, 'admin:form.create')) }).click();
      await expectPath(page, new RegExp(`^${localized(lang, '/admin/author/')}\\d+$`));
      const preview = page.getByRole('img', {
        name: tr(lang, 'admin:image.previewAlt', { label: tr(lang, 'admin-catalogue:fields.picture') }),
      });
      await expect
        .poll(async () => (await preview.getAttribute('src')) ?? '', WAIT)
        .toMatch(/^\/files\/authors\/.+\.webp$/);
      const stored = await page.context().request.get((await preview.getAttribute('src'))!);
      expect(stored.status()).toBe(200);
      expect(stored.headers()['content-type']).toBe('image/webp');
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: bulk-deactivates two tags from the list`, async () => {
      const { page } = browser;
      await loginAs(page, 'admin');
      const prefix = `bulk${unique()}`;
      const names: string[] = [];
      for (const index of [1, 2]) {
        names.push(`${prefix} tag ${index}`);
        const created = await page.context().request.post('/api/tag/admin/add', {
          data: { urlName: `${prefix}-${index}`, tagEn: names.at(-1), tagUk: `${prefix} тег ${index}` },
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        });
        expect(created.status(), await created.text()).toBe(200);
      }
      await openPage(page, localized(lang, '/admin/tags'));
      await page.keyboard.press('/');
      await page.keyboard.type(prefix);
      await expect.poll(() => new URL(page.url()).searchParams.get('q'), WAIT).toBe(prefix);
      const rows = page.locator('tbody tr');
      await expect.poll(() => rows.count(), WAIT).toBe(2);
      for (const name of names)
        await page
          .getByRole('checkbox', {
            name: tr(lang, 'admin:list.selectRow', { name: lang === 'uk' ? name.replace(' tag ', ' тег ') : name }),
          })
          .check({ force: true });
      await page.getByRole('button', { name: exactly(tr(lang, 'admin:list.deactivate')) }).click();
      await expectToast(page, tr(lang, 'admin:list.deactivated', { count: 2 }));
      await expect.poll(() => rows.filter({ hasText: tr(lang, 'admin:cells.inactive') }).count(), WAIT).toBe(2);
      for (const index of [1, 2]) expect(await visitorStatus(`/tag/${prefix}-${index}`)).toBe(404);
      expect(browser.pageErrors).toEqual([]);
    });
  }
});
