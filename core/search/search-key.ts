/*
 * Search keys: one Latin spelling that stored names and typed queries both reduce to, so that
 * "Шевченко", "Shevchenko" and "shevchenko" meet, and so do the common English spellings of
 * Ukrainian names (Lesya/Lesia, Kotsyubynsky/Kotsiubynskyi, Andrukhovych/Andruhovych).
 *
 * 1. Lower case (NFC first, so a decomposed й is still one letter).
 * 2. Apostrophes ' ʼ ’ ‘ ` ʹ ′ removed, so Знам'янка = Знамʼянка = Знам’янка = Знамянка.
 * 3. Cyrillic folding: ї→і, є→е, ґ→г, ё→е, ы→и, э→е; ь and ъ removed.
 * 4. Cyrillic to Latin, one fixed spelling per letter whatever its place in the word:
 *    а a, б b, в v, г h, д d, е e, ж zh, з z, и y, і i, й i, к k, л l, м m, н n, о o, п p,
 *    р r, с s, т t, у u, ф f, х kh, ц ts, ч ch, ш sh, щ shch, ю iu, я ia.
 * 5. Latin accents removed (NFKD), ß æ œ ø ł đ ð þ ı spelled out.
 * 6. Anything but a-z and 0-9 becomes a space; spaces collapse.
 * 7. Canonical Latin, on every word:
 *      x→ks, ph→f, w→v, ck→k, tz→ts, q→k, j→i     (foreign spellings of the same sounds)
 *      g→h                                           (г is written both h and g: Hohol/Gogol, Olha/Olga)
 *      kh→h unless after s, c or z                    (Andrukhovych = Andruhovych; keeps skh apart from sh)
 *      y→i                                           (и/і/й/ї merge: ya=ia, yu=iu, Kyiv=Kiiv, -skyi=-sky)
 *      double letters and digraphs collapse         (Hanna = Hana, -skii = -ski, zhzh = zh)
 *      ie→e, then collapse again                    (є after folding: Yevhen = Ievhen = Evhen)
 *    The rules only merge spellings, never split them, and both sides pass through them, so a
 *    stored key and a query meet whenever their spellings fall in the same class. A query cut in
 *    the middle of a digraph ("andruk") may miss the longer key; trigram similarity covers that.
 */

const APOSTROPHES = /['ʼ’‘`ʹ′]/g;

// prettier-ignore
const CYRILLIC_FOLD: Record<string, string> = {
  ї: 'і', є: 'е', ґ: 'г', ё: 'е', ы: 'и', э: 'е', ь: '', ъ: '',
};

// prettier-ignore
const CYRILLIC_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'y', і: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ю: 'iu', я: 'ia', ў: 'u',
};

// prettier-ignore
const LATIN_EXTRA: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ŋ: 'n',
};

const CANONICAL_RULES: [RegExp, string][] = [
  [/x/g, 'ks'],
  [/ph/g, 'f'],
  [/w/g, 'v'],
  [/ck/g, 'k'],
  [/tz/g, 'ts'],
  [/q/g, 'k'],
  [/j/g, 'i'],
  [/g/g, 'h'],
  [/(?<![scz])kh/g, 'h'],
  [/y/g, 'i'],
  [/(zh|ch|sh|ts)\1+/g, '$1'],
  [/([a-z])\1+/g, '$1'],
  [/ie/g, 'e'],
  [/([a-z])\1+/g, '$1'],
];

function foldCyrillic(text: string): string {
  return text.replace(/[їєґёыэьъ]/g, (char) => CYRILLIC_FOLD[char]);
}

function transliterateForSearch(text: string): string {
  return text.replace(/[а-яіў]/g, (char) => CYRILLIC_LATIN[char] ?? char);
}

function applyCanonicalRules(word: string): string {
  return CANONICAL_RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), word);
}

/**
 * Rules repeat until nothing changes (a rule can create a pair an earlier one would have
 * taken, as in "qkh" → "kkh" → "kh"), so a key folds to itself. It ends: after the first pass no
 * rule lengthens the word.
 */
function canonicalizeLatin(word: string): string {
  let current = word;
  for (let next = applyCanonicalRules(current); next !== current; next = applyCanonicalRules(current)) {
    current = next;
  }
  return current;
}

/** The search key of a row: every given name, folded into one canonical Latin string. */
export function toSearchKey(...texts: (string | null | undefined)[]): string {
  const joined = texts.filter((text): text is string => text != null).join(' ');
  const latin = transliterateForSearch(foldCyrillic(joined.normalize('NFC').toLowerCase().replace(APOSTROPHES, '')))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþıŋ]/g, (char) => LATIN_EXTRA[char]);
  return latin
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(canonicalizeLatin)
    .join(' ');
}

/**
 * A book's search key: its titles (both languages and the original) and the names of its authors
 * in both languages, so a book is found by its author too ("shevchenko" finds Кобзар). Every writer
 * of books.search_key (seed, synthetic data, book services) computes it this way.
 */
export function bookSearchKey(
  book: { titleEn: string; titleUk?: string | null; originalTitle?: string | null },
  authors: readonly { nameEn: string; nameUk?: string | null }[],
): string {
  return toSearchKey(
    book.titleEn,
    book.titleUk,
    book.originalTitle,
    ...authors.flatMap((author) => [author.nameEn, author.nameUk]),
  );
}

/** The user's query folded exactly as the stored keys are. */
export function toSearchQuery(text: string | null | undefined): string {
  return toSearchKey(text);
}
