// Ukrainian national transliteration (Cabinet of Ministers resolution No. 55, 27.01.2010),
// plus the Russian-only letters mapped by the same logic.
// prettier-ignore
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'h', ґ: 'g', д: 'd', е: 'e', є: 'ie', ж: 'zh', з: 'z', и: 'y',
  і: 'i', ї: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's',
  т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ь: '', ю: 'iu',
  я: 'ia', ы: 'y', э: 'e', ё: 'io', ъ: '', ў: 'u',
};

/** Letters written differently at the start of a word. */
// prettier-ignore
const CYRILLIC_WORD_START: Record<string, string> = {
  є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya', ё: 'yo',
};

const APOSTROPHES = new Set(["'", 'ʼ', '’', '‘', '`', 'ʹ', '′']);

// prettier-ignore
const LATIN_EXTRA: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ŋ: 'n',
};

function isLetter(char: string | undefined): boolean {
  return char !== undefined && /\p{L}/u.test(char) && !APOSTROPHES.has(char);
}

function isUpper(char: string | undefined): boolean {
  return char !== undefined && char !== char.toLowerCase();
}

function isLower(char: string | undefined): boolean {
  return char !== undefined && char !== char.toUpperCase();
}

function applyCase(latin: string, chars: string[], index: number): string {
  const char = chars[index];
  if (!isUpper(char) || latin === '') return latin;
  const next = chars[index + 1];
  const allCaps = isUpper(next) || (isUpper(chars[index - 1]) && !isLower(next));
  return allCaps ? latin.toUpperCase() : latin[0].toUpperCase() + latin.slice(1);
}

/**
 * Cyrillic to Latin by the Ukrainian national system, keeping case and every other character.
 * Apostrophes inside Cyrillic words are dropped; elsewhere they are kept.
 */
export function transliterate(text: string): string {
  const chars = Array.from(text.normalize('NFC'));
  let result = '';
  let inWord = false;
  chars.forEach((char, index) => {
    const lower = char.toLowerCase();
    const previousLower = chars[index - 1]?.toLowerCase();
    if (APOSTROPHES.has(char)) {
      if (!(previousLower && previousLower in CYRILLIC)) result += char;
      return;
    }
    if (lower in CYRILLIC) {
      let latin = CYRILLIC[lower];
      if (!inWord && lower in CYRILLIC_WORD_START) latin = CYRILLIC_WORD_START[lower];
      else if (lower === 'г' && previousLower === 'з') latin = 'gh';
      result += applyCase(latin, chars, index);
      inWord = true;
      return;
    }
    result += char;
    inWord = isLetter(char);
  });
  return result;
}

/**
 * URL slug: transliterated, accents removed, whitespace and dashes to single hyphens, every other
 * symbol removed, lower case. The output matches /^[a-z0-9]+(-[a-z0-9]+)*$/ or is empty.
 */
export function slugify(text: string): string {
  return transliterate(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþıŋ]/g, (char) => LATIN_EXTRA[char])
    .replace(/[\s_/\\|\u2010-\u2015\u2212-]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
