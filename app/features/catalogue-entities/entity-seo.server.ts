import { cutSeoDescription } from '#core/seo';
import en from '../../i18n/en/entities.json' with { type: 'json' };
import uk from '../../i18n/uk/entities.json' with { type: 'json' };
import type { Language } from '../../i18n/resources';

/*
 * Titles and descriptions of the catalogue entity pages, built in the loaders (server only) so
 * that `meta` has them ready in the page's language without the i18n runtime.
 */

const texts = { en, uk } as const;
type Kind = keyof typeof en.kind;
type ListName = 'authors' | 'genres' | 'compilations' | 'publishers' | 'translators' | 'illustrators';

export interface PageSeo {
  title: string;
  description: string;
  image?: string | null;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

export function listSeo(language: Language, list: ListName): PageSeo {
  const meta = texts[language].meta;
  return { title: meta[`${list}Title`], description: meta[`${list}Description`] };
}

/** The detail page's title, and its description: the entity's own text when it has one. */
export function detailSeo(
  language: Language,
  kind: Kind,
  name: string,
  description: string,
  image?: string | null,
): PageSeo {
  const { meta, kind: kinds } = texts[language];
  const fallback = fill(meta[`${kind}Description`], { name });
  return {
    title: fill(meta.detailTitle, { name, kind: kinds[kind].toLowerCase() }),
    description: cutSeoDescription(description) || fallback,
    image,
  };
}
