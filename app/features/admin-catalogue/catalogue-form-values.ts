import { z } from 'zod';
import { catalogueBodies, type CatalogueKind, type CatalogueRecord } from '#core/schemas/catalogue-admin';
import { catalogueKindViews } from './catalogue-kinds';

/** A number input's value: a number, or '' while empty. */
type NumberValue = number | '';

/** The edit form's values: strings for texts, '' for an empty number, null for no parent. */
export type CatalogueFormValues = {
  urlName: string;
  active: boolean;
} & Record<string, string | boolean | NumberValue | null>;

/** The fields a kind's form holds besides the url name and the active flag. */
export function formFieldsOf(kind: CatalogueKind): string[] {
  const { stem, described } = catalogueKindViews[kind];
  return [
    `${stem}En`,
    `${stem}Uk`,
    ...(described ? ['descriptionEn', 'descriptionUk'] : []),
    ...(kind === 'author' ? ['birthYear', 'deathYear'] : []),
    ...(kind === 'genre' ? ['parentId'] : []),
    ...(kind === 'series' ? ['originalBooksCount'] : []),
  ];
}

const numberFields = new Set(['birthYear', 'deathYear', 'originalBooksCount']);

/** The form's values for a record, or for a new one (active, empty, no parent). */
export function formValuesOf(kind: CatalogueKind, record: CatalogueRecord | null): CatalogueFormValues {
  const values: CatalogueFormValues = { urlName: record?.urlName ?? '', active: record?.active ?? true };
  const stored = (record ?? {}) as Record<string, unknown>;
  for (const field of formFieldsOf(kind)) {
    const value = stored[field];
    if (field === 'parentId') values[field] = (value as number | null | undefined) ?? null;
    else if (numberFields.has(field))
      values[field] = typeof value === 'number' ? value : field === 'originalBooksCount' ? 0 : '';
    else values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The call's body from the form's values: empty numbers become null; an existing record adds its id. */
export function bodyOf(kind: CatalogueKind, values: CatalogueFormValues, id: number | null) {
  const body: Record<string, unknown> = { urlName: values.urlName, active: values.active };
  for (const field of formFieldsOf(kind)) {
    const value = values[field];
    body[field] = numberFields.has(field) && value === '' ? null : value;
  }
  return id === null ? body : { ...body, id };
}

/** The call's own schema over the form's values, so the form says what the server would (validateWith). */
export function formSchemaOf(kind: CatalogueKind, id: number | null) {
  const schema = id === null ? catalogueBodies[kind].add : catalogueBodies[kind].update;
  return z.preprocess((values) => bodyOf(kind, values as CatalogueFormValues, id), schema);
}
