import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespacesOf, type Language } from './resources';

/** A fresh i18next instance: one per server request, one in the browser. */
export async function createI18n(language: Language, resources: Resource): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    ns: namespacesOf(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  return instance;
}
