import type { TFunction } from 'i18next';
import { createI18n } from '../../i18n/i18n';
import { loadResources, type Language } from '../../i18n/resources';

const instances = new Map<Language, Promise<TFunction>>();

/** A translator for loaders (page titles and descriptions), one cached instance per language. */
export function pageTranslator(language: Language): Promise<TFunction> {
  let instance = instances.get(language);
  if (!instance) {
    instance = loadResources(language)
      .then((resources) => createI18n(language, resources))
      .then((i18n) => i18n.getFixedT(language));
    instances.set(language, instance);
  }
  return instance;
}

/** "<title> — Polytsia" and a description for a page's meta. */
export async function pageMeta(language: Language, title: string, description: string) {
  const t = await pageTranslator(language);
  return { title: `${title} — ${t('common:appName')}`, description };
}
