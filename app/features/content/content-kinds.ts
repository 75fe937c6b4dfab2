import { DocumentType } from '#core/enums';

/** The static content pages (spec §2) by their path without locale. */
export const contentKindByPath = {
  '/company': 'about',
  '/company/team': 'team',
  '/privacy': 'privacy',
  '/terms-and-conditions': 'terms',
  '/add-book-rules': 'addBookRules',
} as const;

export type ContentKind = (typeof contentKindByPath)[keyof typeof contentKindByPath];

/** The legal documents are written by administrators and read from the database. */
export const documentTypeOfKind: Partial<Record<ContentKind, DocumentType>> = {
  privacy: DocumentType.PrivacyPolicy,
  terms: DocumentType.TermsOfConditions,
};

export function contentKindOf(path: string): ContentKind | null {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  return (contentKindByPath as Record<string, ContentKind>)[trimmed] ?? null;
}
