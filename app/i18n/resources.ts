import type { Resource, ResourceLanguage } from 'i18next';

import type { Language } from '#core/locale';

export { languages, type Language } from '#core/locale';

const bundles: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  en: () => import('./bundles/en'),
  uk: () => import('./bundles/uk'),
};

/** Loads one language's resources (every domain file), in the browser as one chunk per language. */
export async function loadResources(language: Language): Promise<Resource> {
  return { [language]: (await bundles[language]()).default };
}

export const namespacesOf = (resources: Resource) => Object.keys(Object.values(resources)[0] ?? {});
