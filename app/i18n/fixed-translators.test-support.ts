import { createInstance, type TFunction } from 'i18next';

/** English and Ukrainian translators of one namespace, for tests of components that take a `t`. */
export async function fixedTranslators<N extends string>(
  namespace: N,
  resources: { en: object; uk: object },
): Promise<{ en: TFunction<N>; uk: TFunction<N> }> {
  const i18n = createInstance();
  await i18n.init({
    resources: { en: { [namespace]: resources.en }, uk: { [namespace]: resources.uk } },
    lng: 'en',
    ns: [namespace],
    interpolation: { escapeValue: false },
  });
  return { en: i18n.getFixedT('en', namespace), uk: i18n.getFixedT('uk', namespace) };
}
