import type { Resource, ResourceLanguage } from 'i18next';

export const languages = ['en', 'uk'] as const;
export type Language = (typeof languages)[number];

const lazyFiles = import.meta.glob<ResourceLanguage>('./*/*.json', { import: 'default' });

/** Loads one language's resources (every domain file), each file its own chunk in the browser. */
export async function loadResources(language: Language): Promise<Resource> {
  const entries = await Promise.all(
    Object.entries(lazyFiles)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(async ([path, load]) => [path.slice(language.length + 3, -'.json'.length), await load()] as const),
  );
  return { [language]: Object.fromEntries(entries) };
}

export const namespacesOf = (resources: Resource) => Object.keys(Object.values(resources)[0] ?? {});
