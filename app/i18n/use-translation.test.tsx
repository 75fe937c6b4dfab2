import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation as useReactTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { loadResources, type Language } from './resources';
import { useTranslation } from './use-translation';

const instances = {} as Record<Language, I18n>;

beforeAll(async () => {
  for (const language of ['en', 'uk'] as const)
    instances[language] = await createI18n(language, await loadResources(language));
});

const kept: unknown[] = [];

const labelsWith = (hook: typeof useTranslation) =>
  function Labels() {
    const translation = hook('books');
    const { t: tAny } = hook();
    const { t: tLayout } = hook(['layout', 'common']);
    kept.push(translation);
    const { t } = translation;
    return (
      <p>
        {[
          t('rating.label', { value: 4.5 }),
          t('card.addToList', { title: 'Кобзар' }),
          t('card.addToList', { title: 'A “{{title}}” $t(close) <b>&amp;</b>' }),
          t('card.onShelf', { title: 'Кобзар', shelf: 'Read' }),
          t('card.onShelf', { shelf: 'Read', title: 'Eneïda' }),
          t('card.onShelf', { title: 'Only a title' }),
          t('rating.label', { value: 3, extra: 'unused' }),
          t('readers.count', { count: 3 }),
          t('readers.count', { count: 21 }),
          ...[1, 2, 5, 21, 22, 25, 3].map((count) => t('readers.count', { count })),
          t('readers.count', { count: '3' as unknown as number }),
          t('readers.count', { count: 4, replace: { count: 7 } }),
          tAny('close'),
          tAny('close'),
          tLayout('footer.opensInNewTab'),
          tLayout('common:appName'),
          tLayout('no.such.key'),
        ].join('|')}
      </p>
    );
  };

const Labels = labelsWith(useTranslation);
const ReactI18nextLabels = labelsWith(useReactTranslation);

const render = (language: Language, Component = Labels) =>
  renderToString(
    <I18nextProvider i18n={instances[language]}>
      <Component />
    </I18nextProvider>,
  );

describe('useTranslation on the server', () => {
  it('translates as react-i18next does: namespaces, default namespace, plurals, interpolation', () => {
    expect(render('en')).toBe(
      '<p>Rating 4.5 of 5|Add “Кобзар” to a list|Add “A “{{title}}” $t(close) &lt;b&gt;&amp;amp;&lt;/b&gt;” to a list|“Кобзар” is on your “Read” list. Change the list|“Eneïda” is on your “Read” list. Change the list|“Only a title” is on your “{{shelf}}” list. Change the list|Rating 3 of 5|3 readers|21 readers|1 reader|2 readers|5 readers|21 readers|22 readers|25 readers|3 readers|readers.count|7 readers|Close|Close|opens in a new tab|Polytsia|no.such.key</p>',
    );
    for (const language of ['en', 'uk'] as const) expect(render(language)).toBe(render(language, ReactI18nextLabels));
  });

  it('keeps texts with values per value and per language, plural forms included', () => {
    for (const language of ['en', 'uk'] as const) {
      const expected = render(language, ReactI18nextLabels);
      expect(render(language)).toBe(expected);
      expect(render(language)).toBe(expected);
    }
    expect(render('uk')).toMatch(/1 читач\|2 читачі\|5 читачів\|21 читач\|22 читачі\|25 читачів/);
  });

  it('keeps one answer per instance and namespaces across renders', () => {
    kept.length = 0;
    render('en');
    render('en');
    render('uk');
    expect(kept[0]).toBe(kept[1]);
    expect(kept[0]).not.toBe(kept[2]);
  });
});
