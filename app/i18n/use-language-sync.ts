import { useEffect } from 'react';
import { useTranslation } from './use-translation';
import { loadResources, type Language } from './resources';

/** After a client-side switch to the other language, load its resources and switch i18next. */
export function useLanguageSync(language: Language) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === language) return;
    let cancelled = false;
    void loadResources(language).then((resources) => {
      if (cancelled) return;
      for (const [namespace, bundle] of Object.entries(resources[language] ?? {}))
        i18n.addResourceBundle(language, namespace, bundle, true, true);
      void i18n.changeLanguage(language);
    });
    return () => {
      cancelled = true;
    };
  }, [i18n, language]);
}
