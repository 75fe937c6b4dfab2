import { BooksPageSort } from '#core/enums';

export interface FooterLink {
  key: string;
  path: string;
}

export interface FooterColumn {
  key: string;
  links: FooterLink[];
}

/** Spec §2: every footer link, grouped for reading. */
export const footerColumns: FooterColumn[] = [
  {
    key: 'library',
    links: [
      { key: 'books', path: `/books?sortby=${BooksPageSort.Popular}` },
      { key: 'manga', path: `/books/manga?sortby=${BooksPageSort.MangaAndComics}` },
      { key: 'comics', path: `/books/comics?sortby=${BooksPageSort.MangaAndComics}` },
      { key: 'genres', path: '/genres' },
      { key: 'compilations', path: '/compilations' },
      { key: 'recensions', path: '/recensions' },
      { key: 'quotes', path: '/quotes' },
    ],
  },
  {
    key: 'people',
    links: [
      { key: 'authors', path: '/authors' },
      { key: 'translators', path: '/translators' },
      { key: 'illustrators', path: '/illustrators' },
      { key: 'publishers', path: '/publishers' },
      { key: 'becomeAuthor', path: '/author-signup' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'company', path: '/company' },
      { key: 'team', path: '/company/team' },
      { key: 'contact', path: '/company/contact' },
      { key: 'privacy', path: '/privacy' },
      { key: 'terms', path: '/terms-and-conditions' },
    ],
  },
];

/** The readers' community chat (external). */
export const COMMUNITY_CHAT_URL = 'https://t.me/polytsia';

/** Polytsia's public accounts. */
export const socialLinks = [
  { key: 'telegram', url: 'https://t.me/polytsia' },
  { key: 'instagram', url: 'https://www.instagram.com/polytsia' },
  { key: 'facebook', url: 'https://www.facebook.com/polytsia' },
] as const;
