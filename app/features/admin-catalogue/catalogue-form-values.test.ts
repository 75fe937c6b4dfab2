import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { CatalogueRecord } from '#core/schemas/catalogue-admin';
import en from '../../i18n/en/validation.json';
import uk from '../../i18n/uk/validation.json';
import { fixedTranslators } from '../../i18n/fixed-translators.test-support';
import { validateWith } from '../../lib/schema-form';
import { bodyOf, formSchemaOf, formValuesOf } from './catalogue-form-values';

let tEn: TFunction;
let tUk: TFunction;
beforeAll(async () => {
  ({ en: tEn, uk: tUk } = (await fixedTranslators('validation', { en, uk })) as unknown as {
    en: TFunction;
    uk: TFunction;
  });
});

const author: CatalogueRecord = {
  kind: 'author',
  id: 5,
  urlName: 'lesia-ukrainka',
  active: false,
  booksCount: 3,
  imageLink: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  usage: { books: 3, children: 0, comments: 0, accounts: 0 },
  nameEn: 'Lesia Ukrainka',
  nameUk: 'Леся Українка',
  descriptionEn: 'Poet.',
  descriptionUk: 'Поетеса.',
  birthYear: 1871,
  deathYear: null,
};

describe('catalogue form values', () => {
  it('hold a record’s fields, an empty number as ""', () => {
    expect(formValuesOf('author', author)).toEqual({
      urlName: 'lesia-ukrainka',
      active: false,
      nameEn: 'Lesia Ukrainka',
      nameUk: 'Леся Українка',
      descriptionEn: 'Poet.',
      descriptionUk: 'Поетеса.',
      birthYear: 1871,
      deathYear: '',
    });
  });

  it('start a new record active and empty, with the fields of its kind', () => {
    expect(formValuesOf('tag', null)).toEqual({ urlName: '', active: true, tagEn: '', tagUk: '' });
    expect(formValuesOf('genre', null)).toMatchObject({ parentId: null, descriptionEn: '' });
    expect(formValuesOf('series', null)).toMatchObject({ titleEn: '', originalBooksCount: 0 });
  });

  it('become the call’s body: empty numbers null, the id of an existing record', () => {
    const values = formValuesOf('author', author);
    expect(bodyOf('author', values, 5)).toMatchObject({ id: 5, birthYear: 1871, deathYear: null, active: false });
    expect(bodyOf('author', values, null)).not.toHaveProperty('id');
  });

  it('are checked by the call’s own schema, in the reader’s language', () => {
    const values = { ...formValuesOf('author', null), nameEn: 'Ab', urlName: 'bad name' };
    const errorsEn = validateWith(formSchemaOf('author', null), tEn)(values);
    expect(errorsEn).toMatchObject({
      nameEn: 'Enter more than 2 characters',
      nameUk: 'This field is required',
      urlName: 'The link name must be longer than 3 characters and contain no spaces',
    });
    const errorsUk = validateWith(
      formSchemaOf('author', null),
      tUk,
    )({ ...formValuesOf('author', author), birthYear: 1900, deathYear: 1800 });
    expect(errorsUk).toEqual({ deathYear: 'Некоректне значення' });
    expect(validateWith(formSchemaOf('author', 5), tEn)(formValuesOf('author', author))).toEqual({});
  });
});
