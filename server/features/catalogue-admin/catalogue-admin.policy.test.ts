import { describe, expect, it } from 'vitest';
import type { CatalogueUsage } from '#core/schemas/catalogue-admin';
import { allowed, notPermitted, signInFirst, type Decision } from '../../lib/actor';
import { actors, type ActorName } from '../../test/actors';
import { catalogueAdminKinds } from './admin-kinds';
import { mayAdministerCatalogue, mayDeleteCatalogueRecord } from './catalogue-admin.policy';

const stillHasBooks = { status: 409, messageKey: 'errors.catalogue.linkedBooks' };
const managedByAccount = { status: 409, messageKey: 'errors.catalogue.authorAccount' };

const unused: CatalogueUsage = { books: 0, children: 0, comments: 0, accounts: 0 };
const withBooks: CatalogueUsage = { ...unused, books: 3 };
const withAccount: CatalogueUsage = { ...unused, accounts: 1 };
const withChildrenAndComments: CatalogueUsage = { ...unused, children: 2, comments: 5 };

describe('mayAdministerCatalogue', () => {
  it.each([
    ['anonymous', signInFirst],
    ['reader', notPermitted],
    ['author', notPermitted],
    ['admin', allowed],
  ] as Array<[ActorName, Decision]>)('%s → %o', (name, expected) => {
    expect(mayAdministerCatalogue(actors[name])).toEqual(expected);
  });
});

describe('mayDeleteCatalogueRecord', () => {
  const kinds = catalogueAdminKinds;
  it.each([
    ['anonymous', 'tag', unused, signInFirst],
    ['reader', 'tag', unused, notPermitted],
    ['author', 'author', unused, notPermitted],
    ['admin', 'author', unused, allowed],
    ['admin', 'author', withBooks, stillHasBooks],
    ['admin', 'author', withAccount, managedByAccount],
    ['admin', 'genre', withBooks, stillHasBooks],
    ['admin', 'genre', withChildrenAndComments, allowed],
    ['admin', 'publisher', withBooks, stillHasBooks],
    ['admin', 'translator', withBooks, stillHasBooks],
    ['admin', 'illustrator', withBooks, stillHasBooks],
    ['admin', 'series', withBooks, stillHasBooks],
    ['admin', 'tag', withBooks, allowed],
    ['admin', 'compilation', withBooks, allowed],
    ['admin', 'compilation', withChildrenAndComments, allowed],
    ['reader', 'compilation', withBooks, notPermitted],
  ] as Array<[ActorName, keyof typeof kinds, CatalogueUsage, Decision]>)(
    '%s deleting a %s used %o → %o',
    (name, kind, usage, expected) => {
      expect(mayDeleteCatalogueRecord(actors[name], kinds[kind], usage)).toEqual(expected);
    },
  );
});
