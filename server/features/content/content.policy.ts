import { administrator, allowed, type Actor, type Decision } from '../../lib/actor';

/** Writing, publishing and reading drafts of content pages: administrators only. */
export const mayManageContentPages = (actor: Actor): Decision => administrator(actor);

interface Page {
  /** DocumentType: the privacy policy or the terms; null for other pages. */
  documentType: number | null;
}

const acknowledgementOnlyForDocuments = {
  status: 400,
  messageKey: 'errors.contentPages.acknowledgementOnlyForDocuments',
} as const;
const keepDocuments = { status: 409, messageKey: 'errors.contentPages.deleteDocument' } as const;

/**
 * Readers are asked to accept new versions of the legal documents only: they have pages of their
 * own the after-sign-in modal links to, and accepting them is what the account agreed to.
 */
export function mayRequireAcknowledgement(actor: Actor, page: Page): Decision {
  const decision = administrator(actor);
  if (decision !== allowed) return decision;
  return page.documentType ? allowed : acknowledgementOnlyForDocuments;
}

/** The legal documents are never deleted: their versions record what readers accepted. */
export function mayDeleteContentPage(actor: Actor, page: Page): Decision {
  const decision = administrator(actor);
  if (decision !== allowed) return decision;
  return page.documentType ? keepDocuments : allowed;
}
