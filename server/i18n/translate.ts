import enErrors from '../../app/i18n/en/errors.json' with { type: 'json' };
import ukErrors from '../../app/i18n/uk/errors.json' with { type: 'json' };
import enValidation from '../../app/i18n/en/validation.json' with { type: 'json' };
import ukValidation from '../../app/i18n/uk/validation.json' with { type: 'json' };
import enMail from '../../app/i18n/en/mail.json' with { type: 'json' };
import ukMail from '../../app/i18n/uk/mail.json' with { type: 'json' };
import enAuth from '../../app/i18n/en/auth.json' with { type: 'json' };
import ukAuth from '../../app/i18n/uk/auth.json' with { type: 'json' };
import enBooks from '../../app/i18n/en/books.json' with { type: 'json' };
import ukBooks from '../../app/i18n/uk/books.json' with { type: 'json' };
import { pluralCategory } from '#core/i18n/plural';

export type Language = 'en' | 'uk';
type Tree = { [key: string]: string | Tree };

// The server speaks the same resources as the pages: one text per key, kept in app/i18n.
const resources: Record<Language, Record<string, Tree>> = {
  en: { errors: enErrors, validation: enValidation, mail: enMail, auth: enAuth, books: enBooks },
  uk: { errors: ukErrors, validation: ukValidation, mail: ukMail, auth: ukAuth, books: ukBooks },
};

function lookup(tree: Tree | string | undefined, path: string[]): string | undefined {
  let node: Tree | string | undefined = tree;
  for (const part of path) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasTranslation(key: string): boolean {
  const [namespace, ...path] = key.split('.');
  return lookup(resources.en[namespace], path) !== undefined;
}

/** `translate('uk', 'errors.notFound')`; `{{name}}` placeholders filled from params; `count` picks the plural. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const [namespace, ...path] = key.split('.');
  const tree = resources[language][namespace] ?? resources.en[namespace];
  let text: string | undefined;
  if (typeof params.count === 'number') {
    const last = path.length - 1;
    const plural = [...path.slice(0, last), `${path[last]}_${pluralCategory(language, params.count)}`];
    text = lookup(tree, plural);
  }
  text ??= lookup(tree, path) ?? lookup(resources.en[namespace], path) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function toLanguage(value: unknown): Language {
  return value === 'uk' || value === 'ua' ? 'uk' : 'en';
}
