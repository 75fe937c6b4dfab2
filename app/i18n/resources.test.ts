import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const dir = new URL('./', import.meta.url);
const files = (language: string) => readdirSync(new URL(`${language}/`, dir)).filter((file) => file.endsWith('.json'));
const load = (language: string, file: string) =>
  JSON.parse(readFileSync(new URL(`${language}/${file}`, dir), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(pluralSuffix, '');

describe('i18n resources', () => {
  it('English and Ukrainian have the same domain files', () => {
    expect(files('uk').sort()).toEqual(files('en').sort());
  });

  for (const file of files('en')) {
    it(`${file}: same keys in both languages, Ukrainian plurals complete`, () => {
      const en = flatten(load('en', file));
      const uk = flatten(load('uk', file));
      expect([...new Set(uk.map(base))].sort()).toEqual([...new Set(en.map(base))].sort());
      const ukPlurals = new Set(uk.filter((key) => pluralSuffix.test(key)).map(base));
      for (const key of ukPlurals)
        for (const form of ['one', 'few', 'many', 'other'])
          expect(uk, `${file} ${key}_${form}`).toContain(`${key}_${form}`);
      const enPlurals = new Set(en.filter((key) => pluralSuffix.test(key)).map(base));
      for (const key of enPlurals)
        for (const form of ['one', 'other']) expect(en, `${file} ${key}_${form}`).toContain(`${key}_${form}`);
    });
  }
});
