import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { slugify } from '#core/slug';
import { loginAs } from './support/accounts';
import { seriousViolations } from './support/axe';
import { locales, useBrowser } from './support/browser';
import { exactly, expectPath, localized, openPage, tr, WAIT, type Lang } from './support/journey';

const browser = useBrowser();

const authors = [
  { search: 'franko', en: 'Ivan Franko', uk: 'Іван Франко' },
  { search: 'ukrainka', en: 'Lesya Ukrainka', uk: 'Леся Українка' },
];
const series = { search: 'witcher', en: 'The Witcher', uk: 'Відьмак' };

/** A field's accessible name, the required mark (if any) after it. */
const field = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

const cover = () =>
  sharp({ create: { width: 400, height: 620, channels: 3, background: '#1f6f5c' } })
    .png()
    .toBuffer();

/** Finds a record in a links picker by typing, and picks it with the keyboard once it is the one match. */
async function pick(
  page: Page,
  lang: Lang,
  list: 'author' | 'series',
  record: { search: string; en: string; uk: string },
) {
  const label = tr(lang, 'admin-books:links.add', { list: tr(lang, `admin-books:links.${list}`) });
  const picker = page.getByRole('combobox', { name: label, exact: true });
  await picker.fill(record.search);
  const options = page.getByRole('listbox', { name: label }).getByRole('option');
  await expect.poll(() => options.allTextContents(), WAIT).toEqual([record[lang]]);
  await picker.press('ArrowDown');
  await picker.press('Enter');
}

async function setActive(page: Page, lang: Lang, active: boolean) {
  const toggle = page.getByRole('switch', { name: tr(lang, 'admin:form.active') });
  await expect.poll(() => toggle.isChecked(), WAIT).toBe(!active);
  await toggle.click({ force: true });
  const said = tr(lang, active ? 'admin:form.activated' : 'admin:form.deactivated');
  await expect.poll(() => page.getByText(said).first().isVisible(), WAIT).toBe(true);
  await expect.poll(() => toggle.isChecked(), WAIT).toBe(active);
}

describe.each(locales)('book administration ($code)', ({ code: lang }) => {
  it(
    'creates a book with a cover and two authors, puts it in a series, hides it (404) and shows it again',
    { timeout: 150_000 },
    async () => {
      const { page } = browser;
      await loginAs(page, 'admin');
      await openPage(page, localized(lang, '/admin/books'));
      await page.getByRole('link', { name: tr(lang, 'admin-books:list.new') }).click();
      await expectPath(page, localized(lang, '/admin/book/new'));

      const title = `Journey book ${lang} ${Date.now().toString(36)}`;
      const titleLabel = tr(lang, 'admin:form.inLanguage.en', { field: tr(lang, 'admin-books:form.title') });
      await page.getByLabel(field(titleLabel)).fill(title);
      const urlName = page.getByLabel(field(tr(lang, 'admin:urlName.label')));
      await expect.poll(() => urlName.inputValue(), WAIT).toBe(slugify(title));
      await expect.poll(() => page.getByText(tr(lang, 'admin:urlName.available')).isVisible(), WAIT).toBe(true);
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await cover() });
      await expect
        .poll(() => page.getByText(tr(lang, 'admin:image.pending', { name: 'cover.png' })).isVisible(), WAIT)
        .toBe(true);
      for (const author of authors) await pick(page, lang, 'author', author);
      for (const author of authors)
        await expect.poll(() => page.getByText(author[lang], { exact: true }).isVisible(), WAIT).toBe(true);

      await page.getByRole('button', { name: exactly(tr(lang, 'admin:form.create')) }).click();
      await expectPath(page, new RegExp(`^${localized(lang, '/admin/book/')}\\d+$`));
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible(), WAIT).toBe(true);
      const preview = page.getByRole('img', {
        name: tr(lang, 'admin:image.previewAlt', { label: tr(lang, 'admin-books:form.cover') }),
      });
      await expect.poll(() => preview.getAttribute('src'), WAIT).toMatch(/^\/files\/covers\/.+@2x\.webp$/);

      await pick(page, lang, 'series', series);
      await expect
        .poll(() => page.getByText(tr(lang, 'admin-books:links.linked', { name: series[lang] })).isVisible(), WAIT)
        .toBe(true);
      await expect
        .poll(
          () =>
            page
              .getByRole('button', { name: tr(lang, 'admin-books:links.remove', { name: series[lang] }) })
              .isVisible(),
          WAIT,
        )
        .toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      const editPath = new URL(page.url()).pathname;
      const bookPath = localized(lang, `/book/${slugify(title)}`);
      const publicPage = await openPage(page, bookPath);
      expect(publicPage?.status()).toBe(200);
      for (const author of authors)
        await expect.poll(() => page.getByText(author[lang]).first().isVisible(), WAIT).toBe(true);
      await expect.poll(() => page.getByText(series[lang]).first().isVisible(), WAIT).toBe(true);

      await openPage(page, editPath);
      await setActive(page, lang, false);
      expect((await openPage(page, bookPath))?.status()).toBe(404);

      await openPage(page, editPath);
      await setActive(page, lang, true);
      expect((await openPage(page, bookPath))?.status()).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).isVisible(), WAIT).toBe(true);
      expect(browser.pageErrors).toEqual([]);
    },
  );
});
