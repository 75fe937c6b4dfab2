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

/** Options i18next reads itself (plurals, context, lookup and output settings): such calls are not made from templates. */
const I18NEXT_OPTIONS = new Set([
  'count',
  'ordinal',
  'context',
  'defaultValue',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'nsSeparator',
  'keySeparator',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'replace',
  'skipInterpolation',
]);

/** A text with values in parts: the even ones are text, the odd ones the names of the values between them. */
type Template = string[];

/** A value's place in a template's first translation (two private-use characters around its name). */
const MARKER = /\uE000([^\uE000\uE001]*)\uE001/;

/** `key` with the names of its options, when they are only strings and numbers i18next puts in as they are. */
function templateKeyOf(key: string, options: unknown): string | null {
  if (typeof options !== 'object' || options === null) return null;
  let templateKey = key;
  for (const name in options) {
    const type = typeof (options as Record<string, unknown>)[name];
    if (I18NEXT_OPTIONS.has(name) || (type !== 'string' && type !== 'number')) return null;
    templateKey += `\u0000${name}`;
  }
  return templateKey;
}

/**
 * The text of `key` translated once with a marker in place of each value, split where the values
 * go; null when a marker did not come through unchanged (a format or a nested text touched it).
 */
function templateOf(fixedT: AnyT, key: string, options: Record<string, unknown>): Template | null {
  const markers: Record<string, string> = {};
  for (const name in options) markers[name] = `\uE000${name}\uE001`;
  const text = fixedT(key, markers);
  if (typeof text !== 'string') return null;
  const parts = text.split(MARKER);
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (index % 2 === 1 ? !Object.hasOwn(markers, part) : /[\uE000\uE001]/.test(part)) return null;
  }
  return parts;
}

function filledTemplate(template: Template, options: Record<string, unknown>): string {
  let text = template[0]!;
  for (let index = 1; index < template.length; index += 2)
    text += String(options[template[index]!]) + template[index + 1]!;
  return text;
}

/**
 * A key asked for with no options, or with a few plain values (a count, a name), always gives the
 * same text from the same resources, and most calls are such: each is translated once (i18next
 * copies its options and resolves plural rules on every call). A text whose values vary per book
 * or person (a title, a name) is translated once per key as a template and filled per call; one
 * with a count is kept per count.
 */
function memoizedPlainKeys(fixedT: AnyT): AnyT {
  const texts = new Map<string, string>();
  const templates = new Map<string, Template | null>();
  let filledTexts = new Map<string, string>();
  const t = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 1) return fixedT(key, ...rest);
    if (rest.length === 1) {
      const options = rest[0] as Record<string, unknown>;
      const templateKey = templateKeyOf(key, options);
      if (templateKey !== null) {
        let template = templates.get(templateKey);
        if (template === undefined) {
          template = templateOf(fixedT, key, options);
          if (templates.size < MAX_KEPT_TEXTS) templates.set(templateKey, template);
        }
        if (template) return filledTemplate(template, options);
      }
      const filledKey = filledKeyOf(key, options);
      if (filledKey === null) return fixedT(key, ...rest);
      let text = filledTexts.get(filledKey);
      if (text === undefined) {
        text = fixedT(key, options);
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

/**
 * `useTranslation` of react-i18next; on the server, answered from what earlier renders kept.
 * `import.meta.env.SSR` comes first so that the browser build drops the server's part altogether.
 */
export const useTranslation = (
  import.meta.env.SSR && typeof document === 'undefined' ? useServerTranslation : useReactTranslation
) as typeof useReactTranslation;
