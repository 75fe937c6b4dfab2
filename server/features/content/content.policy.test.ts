import { describe, expect, it } from 'vitest';
import { DocumentType } from '#core/enums';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { mayDeleteContentPage, mayManageContentPages, mayRequireAcknowledgement } from './content.policy';

const terms = { documentType: DocumentType.TermsOfConditions };
const other = { documentType: null };
const onlyDocuments: Decision = { status: 400, messageKey: 'errors.contentPages.acknowledgementOnlyForDocuments' };
const keepDocuments: Decision = { status: 409, messageKey: 'errors.contentPages.deleteDocument' };

describe('content page administration', () => {
  it.each([
    ['anonymous', 'manage', other, signInFirst],
    ['reader', 'manage', other, notPermitted],
    ['author', 'manage', other, notPermitted],
    ['admin', 'manage', other, allowed],
    ['anonymous', 'require acknowledgement of', terms, signInFirst],
    ['reader', 'require acknowledgement of', terms, notPermitted],
    ['admin', 'require acknowledgement of', terms, allowed],
    ['admin', 'require acknowledgement of', other, onlyDocuments],
    ['reader', 'delete', other, notPermitted],
    ['author', 'delete', terms, notPermitted],
    ['admin', 'delete', other, allowed],
    ['admin', 'delete', terms, keepDocuments],
  ] as Array<[ActorName, string, { documentType: number | null }, Decision]>)(
    '%s may %s %o → %o',
    (name, action, page, expected) => {
      const actor = actors[name];
      const decision =
        action === 'manage'
          ? mayManageContentPages(actor)
          : action === 'delete'
            ? mayDeleteContentPage(actor, page)
            : mayRequireAcknowledgement(actor, page);
      expect(decision).toEqual(expected);
    },
  );
});
