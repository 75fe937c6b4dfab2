import type { TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '#core/locale';
import type { BookItem } from '#core/schemas/books';
import en from '../../i18n/en/books.json';
import uk from '../../i18n/uk/books.json';
import { fixedTranslators } from '../../i18n/fixed-translators.test-support';
import { BookCard } from './book-card';
import type { BookItemContext } from './book-meta';
import { BookRow } from './book-row';

// The cards take the list's translator: a card that asked i18next itself would fail here.
vi.mock('react-i18next', () => ({
  useTranslation: () => {
    throw new Error('a book item must not call useTranslation');
  },
}));
vi.mock('../../i18n/use-translation', () => ({
  useTranslation: () => {
    throw new Error('a book item must not call useTranslation');
  },
}));

let tEn: TFunction<'books'>;
let tUk: TFunction<'books'>;

beforeAll(async () => {
  ({ en: tEn, uk: tUk } = await fixedTranslators('books', { en, uk }));
});

const book: BookItem = {
  urlName: 'kobzar',
  title: 'Kobzar',
  subtitle: 'Collected poems',
  imageLink: '/files/covers/kobzar.webp',
  authors: [
    { authorUrlName: 'taras-shevchenko', fullName: 'Taras Shevchenko' },
    { authorUrlName: 'ivan-franko', fullName: 'Ivan Franko' },
  ],
  year: 2021,
  readers: 12345,
  pages: 736,
  rating: 4.46,
  stateStatus: 1,
  isSaved: true,
  userStatus: 1,
};

const paths = (language: Language): BookItemContext['paths'] => {
  const to = (path: string) => (language === 'uk' ? `/uk${path}` : path);
  return {
    language,
    to,
    book: (urlName: string) => to(`/book/${urlName}`),
    author: (urlName: string) => to(`/author/${urlName}`),
  };
};

const contextIn = (language: Language): BookItemContext => ({
  t: language === 'uk' ? tUk : tEn,
  paths: paths(language),
});

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('BookCard', () => {
  it('renders plain elements: no Mantine style props, no SVG per card', () => {
    const html = render(<BookCard book={book} context={contextIn('en')} />);
    expect(html).not.toMatch(/style="--(text|group|badge|ti|ar)-/);
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('mantine-');
  });

  it('keeps the accessible names, the hidden cover link and the shelf control', () => {
    const html = render(<BookCard book={book} context={contextIn('en')} />);
    expect(html).toContain('aria-label="Rating 4.5 of 5" role="img"');
    expect(html).toContain('aria-label="12345 readers" role="img"');
    expect(html).toMatch(/<a[^>]*tabindex="-1" aria-hidden="true" href="\/book\/kobzar"/);
    expect(html).toMatch(/<a[^>]*title="Kobzar" href="\/book\/kobzar"[^>]*>Kobzar<\/a>/);
    expect(html).toMatch(
      /<button type="button"[^>]*data-status="1"[^>]*aria-label="“Kobzar” is on your “Reading” list. Change the list"/,
    );
    expect(html).toMatch(/<span class="[^"]*statusControlText[^"]*" aria-hidden="true">Reading<\/span>/);
    expect(html).toMatch(/>New<\/span>/);
    expect(html).toContain('href="/author/taras-shevchenko"');
    expect(html).toContain('>12,345</span>');
  });

  it('offers to add a book on no shelf, and leaves out a state badge there is none of', () => {
    const html = render(
      <BookCard book={{ ...book, isSaved: false, userStatus: null, stateStatus: null }} context={contextIn('en')} />,
    );
    expect(html).toContain('aria-label="Add “Kobzar” to a list"');
    expect(html).not.toContain('data-status');
    expect(html).not.toContain('data-state');
  });

  it('speaks Ukrainian with Ukrainian paths and numbers', () => {
    const html = render(<BookCard book={book} context={contextIn('uk')} />);
    expect(html).toContain('href="/uk/book/kobzar"');
    expect(html).toContain('href="/uk/author/ivan-franko"');
    expect(html).toContain('aria-label="«Kobzar» у вашому списку «Читаю». Змінити список"');
    expect(html).toContain(`aria-label="${tUk('readers.count', { count: 12345 })}"`);
    expect(html).toContain(`>${new Intl.NumberFormat('uk').format(12345)}</span>`);
  });
});

describe('BookRow', () => {
  it('renders the title, badge, facts and rating as plain elements', () => {
    const html = render(<BookRow book={book} context={contextIn('en')} />);
    expect(html).not.toContain('mantine-');
    expect(html).not.toContain('<svg');
    expect(html).toContain('2021 · 736 pages');
    expect(html).toContain('aria-label="Rating 4.5 of 5" role="img"');
  });
});
