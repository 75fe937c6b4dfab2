import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueRecord } from '#core/schemas/catalogue-admin';
import en from '../../i18n/en/admin-catalogue.json';
import uk from '../../i18n/uk/admin-catalogue.json';
import { fixedTranslators } from '../../i18n/fixed-translators.test-support';
import { deleteImpact } from './delete-impact';

let tEn: TFunction<'admin-catalogue'>;
let tUk: TFunction<'admin-catalogue'>;
beforeAll(async () => {
  ({ en: tEn, uk: tUk } = await fixedTranslators('admin-catalogue', { en, uk }));
});

const record = (kind: CatalogueRecord['kind'], usage: Partial<CatalogueRecord['usage']>): CatalogueRecord => ({
  kind,
  id: 1,
  urlName: 'x-record',
  active: true,
  booksCount: 0,
  imageLink: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  usage: { books: 0, children: 0, comments: 0, accounts: 0, ...usage },
});

describe('what the delete dialog says', () => {
  it('refuses while books still name a kind that keeps its links, in the reader’s language and plural', () => {
    expect(deleteImpact(record('author', { books: 3 }), tEn).refusal).toMatch(
      /^It cannot be deleted: 3 books still name it/,
    );
    expect(deleteImpact(record('series', { books: 1 }), tEn).refusal).toMatch(/: 1 book still names it/);
    expect(deleteImpact(record('genre', { books: 5 }), tUk).refusal).toMatch(/пов’язаний із 5 книжками/);
  });

  it('refuses an author page an account manages', () => {
    expect(deleteImpact(record('author', { accounts: 1 }), tEn).refusal).toMatch(/an author account manages this page/);
  });

  it('lists what goes with a record that may be deleted', () => {
    expect(deleteImpact(record('tag', { books: 2 }), tEn)).toEqual({
      refusal: null,
      lines: ['It is removed from 2 books; the books stay. Deleting cannot be undone.'],
    });
    expect(deleteImpact(record('genre', { children: 2 }), tEn).lines).toEqual([
      'It is not linked to any book. Deleting cannot be undone.',
      'Its 2 sub-genres move to the top level.',
    ]);
    expect(deleteImpact(record('compilation', { books: 4, comments: 5 }), tUk).lines).toEqual([
      'Його буде прибрано з 4 книжок; самі книжки залишаться. Видалення не можна скасувати.',
      'Також буде видалено 5 коментарів.',
    ]);
  });
});
