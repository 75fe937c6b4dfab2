import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation as useReactTranslation } from 'react-i18next';

type Translation = ReturnType<typeof useReactTranslation>;
type AnyT = ((...args: unknown[]) => string) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };
type FixedTOf = (lng: string, ns: string, keyPrefix: undefined, options: { scopeNs: string[] }) => AnyT;

/*
 * react-i18next's hook, per call, copies the whole i18next instance into a wrapper and builds its
 * options and a fixed `t` afresh: with a few dozen translated components per page that was a
 * tenth of a server render's CPU. A server render never changes language (one instance per
 * language, or per request in development), so there each (instance, namespaces) pair is answered
 * once and kept. The browser keeps react-i18next's hook, which follows language changes.
 */
const kept = new WeakMap<I18n, Map<string, Translation>>();

function keptTranslation(i18n: I18n, ns: string | readonly string[] | undefined, defaultNS: unknown): Translation {
  const namespaces = ns === undefined ? [String(defaultNS ?? i18n.options.defaultNS ?? 'translation')] : [ns].flat();
  const key = namespaces.join(',');
  let byNamespaces = kept.get(i18n);
  if (!byNamespaces) kept.set(i18n, (byNamespaces = new Map()));
  let translation = byNamespaces.get(key);
  if (!translation) {
    // As react-i18next composes it: the first namespace, the others in scope for `ns:key`.
    const fixedT = (i18n.getFixedT as unknown as FixedTOf).call(i18n, i18n.language, namespaces[0]!, undefined, {
      scopeNs: namespaces,
    });
    const t = memoizedPlainKeys(fixedT);
    translation = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Translation;
    byNamespaces.set(key, translation);
  }
  return translation;
}

/** More keys than the resources hold means keys built from data: those are not kept. */
const MAX_KEPT_TEXTS = 5_000;
/** Texts with values (counts, names) are many more: the oldest generation is dropped past this. */
const MAX_KEPT_FILLED_TEXTS = 2_000;

/** `key` with options of a few plain values, as one string; null when the options are anything else. */
function filledKeyOf(key: string, options: unknown): string | null {
  if (typeof options !== 'object' || options === null) return null;
  let filled = key;
  let count = 0;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if ((type !== 'string' && type !== 'number' && type !== 'boolean') || ++count > 3) return null;
    filled += `\u0000${name}\u0001${type}\u0001${String(value)}`;
  }
  return filled;
}

/**
 * A key asked for with no options, or with a few plain values (a count, a name), always gives the
 * same text from the same resources, and most calls are such: each is translated once (i18next
 * copies its options and resolves plural rules on every call).
 */
function memoizedPlainKeys(fixedT: AnyT): AnyT {
  const texts = new Map<string, string>();
  let filledTexts = new Map<string, string>();
  const t = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 1) return fixedT(key, ...rest);
    if (rest.length === 1) {
      const filledKey = filledKeyOf(key, rest[0]);
      if (filledKey === null) return fixedT(key, ...rest);
      let text = filledTexts.get(filledKey);
      if (text === undefined) {
        text = fixedT(key, rest[0]);
        if (typeof text !== 'string') return text;
        if (filledTexts.size >= MAX_KEPT_FILLED_TEXTS) filledTexts = new Map();
        filledTexts.set(filledKey, text);
      }
      return text;
    }
    let text = texts.get(key);
    if (text === undefined) {
      text = fixedT(key);
      if (texts.size < MAX_KEPT_TEXTS) texts.set(key, text);
    }
    return text;
  };
  return Object.assign(t, { lng: fixedT.lng, ns: fixedT.ns, keyPrefix: fixedT.keyPrefix });
}

function useServerTranslation(ns?: string | readonly string[]): Translation {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: unknown } | undefined;
  return keptTranslation(context?.i18n ?? getI18n(), ns, context?.defaultNS);
}

/** `useTranslation` of react-i18next; on the server, answered from what earlier renders kept. */
export const useTranslation = (
  // `import.meta.env.SSR` first: the browser build drops the server's part altogether.
  import.meta.env.SSR && typeof document === 'undefined' ? useServerTranslation : useReactTranslation
) as typeof useReactTranslation;
