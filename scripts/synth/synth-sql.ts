import { toSearchKey } from '../../core/search/search-key';

/*
 * SQL that builds synthetic rows inside the database with generate_series: no row crosses the
 * wire, so 100k books take seconds. Every "random" choice is a hash of the row number, so a run
 * is reproducible. Names are made of consonant-vowel syllables written in Latin and Cyrillic
 * letters that transliterate into each other, so their search keys are exactly what
 * core/search/search-key.ts would compute: the synthetic rows exercise the same trigram search.
 */

// prettier-ignore
const CONSONANTS: [string, string][] = [
  ['b', 'б'], ['d', 'д'], ['k', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'],
  ['p', 'п'], ['r', 'р'], ['s', 'с'], ['t', 'т'], ['v', 'в'], ['z', 'з'],
];
const VOWELS: [string, string][] = [
  ['a', 'а'],
  ['e', 'е'],
  ['i', 'і'],
  ['o', 'о'],
  ['u', 'у'],
];
const SYLLABLES = CONSONANTS.flatMap(([cl, cc]) => VOWELS.map(([vl, vc]) => [cl + vl, cc + vc] as const));

// prettier-ignore
const FIRST_NAMES: [string, string][] = [
  ['Olena', 'Олена'], ['Taras', 'Тарас'], ['Iryna', 'Ірина'], ['Andrii', 'Андрій'], ['Oksana', 'Оксана'],
  ['Dmytro', 'Дмитро'], ['Sofia', 'Софія'], ['Maksym', 'Максим'], ['Kateryna', 'Катерина'], ['Bohdan', 'Богдан'],
  ['Yulia', 'Юлія'], ['Ostap', 'Остап'], ['Marta', 'Марта'], ['Roman', 'Роман'], ['Nadia', 'Надія'],
  ['Petro', 'Петро'], ['Halyna', 'Галина'], ['Vasyl', 'Василь'], ['Lesia', 'Леся'], ['Ivan', 'Іван'],
  ['Emma', 'Емма'], ['James', 'Джеймс'], ['Anna', 'Анна'], ['Mark', 'Марк'], ['Clara', 'Клара'],
  ['Adam', 'Адам'], ['Ewa', 'Ева'], ['Piotr', 'Пйотр'], ['Hana', 'Гана'], ['Tomas', 'Томас'],
];
// Suffixes start with a consonant so that no folding rule of the search key crosses the join.
const SURNAME_SUFFIXES: [string, string][] = [
  ['nko', 'нко'],
  ['chuk', 'чук'],
  ['vych', 'вич'],
  ['sky', 'ський'],
  ['r', 'р'],
  ['n', 'н'],
  ['k', 'к'],
  ['ts', 'ць'],
];

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(',')}]::text[]`;

const SYL_EN = textArray(SYLLABLES.map(([en]) => en));
const SYL_UK = textArray(SYLLABLES.map(([, uk]) => uk));
const FIRST_EN = textArray(FIRST_NAMES.map(([en]) => en));
const FIRST_UK = textArray(FIRST_NAMES.map(([, uk]) => uk));
const FIRST_KEY_EN = textArray(FIRST_NAMES.map(([en]) => toSearchKey(en)));
const FIRST_KEY_UK = textArray(FIRST_NAMES.map(([, uk]) => toSearchKey(uk)));
const SUFFIX_EN = textArray(SURNAME_SUFFIXES.map(([en]) => en));
const SUFFIX_UK = textArray(SURNAME_SUFFIXES.map(([, uk]) => uk));
const SUFFIX_KEY_EN = textArray(SURNAME_SUFFIXES.map(([en]) => toSearchKey(en)));
const SUFFIX_KEY_UK = textArray(SURNAME_SUFFIXES.map(([, uk]) => toSearchKey(uk)));

/** A non-negative 31-bit integer hashed from `expression` and `salt`. */
export const hashInt = (expression: string, salt: string) =>
  `(('x' || substr(md5((${expression})::text || ${literal(salt)}), 1, 8))::bit(32)::int & 2147483647)`;

/** A byte (0..255) of the 16-byte digest `digest`. */
const byte = (digest: string, index: number) => `get_byte(${digest}, ${index})`;
const syllable = (digest: string, index: number, script: 'en' | 'uk') =>
  `(${script === 'en' ? SYL_EN : SYL_UK})[1 + ${byte(digest, index)} % ${SYLLABLES.length}]`;

/** A word of two or three syllables from bytes `from`.. of the digest, lower case. */
function word(digest: string, from: number, script: 'en' | 'uk'): string {
  return `(${syllable(digest, from, script)} || ${syllable(digest, from + 1, script)} || CASE WHEN ${byte(digest, from + 2)} % 2 = 0 THEN ${syllable(digest, from + 2, script)} ELSE '' END)`;
}

/** A title of one to four capitalised words; byte 12 picks the count. */
export function titleExpression(digest: string, script: 'en' | 'uk'): string {
  const count = `(1 + ${byte(digest, 12)} % 4)`;
  const words = [0, 1, 2, 3].map((index) => word(digest, index * 3, script));
  return `initcap(${words[0]} || CASE WHEN ${count} >= 2 THEN ' ' || ${words[1]} ELSE '' END || CASE WHEN ${count} >= 3 THEN ' ' || ${words[2]} ELSE '' END || CASE WHEN ${count} >= 4 THEN ' ' || ${words[3]} ELSE '' END)`;
}

/** A person's name in one script, or ('key') the search key of both spellings together. */
export function personName(digest: string, form: 'en' | 'uk' | 'key'): string {
  const first = `[1 + ${byte(digest, 13)} % ${FIRST_NAMES.length}]`;
  const suffix = `[1 + ${byte(digest, 14)} % ${SURNAME_SUFFIXES.length}]`;
  if (form === 'key') {
    // toSearchKey(nameEn, nameUk): the syllables fold to themselves, the fixed parts were folded above.
    const stem = word(digest, 0, 'en');
    return `((${FIRST_KEY_EN})${first} || ' ' || ${stem} || (${SUFFIX_KEY_EN})${suffix} || ' ' || (${FIRST_KEY_UK})${first} || ' ' || ${stem} || (${SUFFIX_KEY_UK})${suffix})`;
  }
  const names = form === 'en' ? FIRST_EN : FIRST_UK;
  const suffixes = form === 'en' ? SUFFIX_EN : SUFFIX_UK;
  return `((${names})${first} || ' ' || initcap(${word(digest, 0, form)} || (${suffixes})${suffix}))`;
}

/** `n` ids of consecutive rows above `offset`, for INSERT ... OVERRIDING SYSTEM VALUE. */
export const series = (count: number) => `generate_series(1, ${count}) AS g`;

export { literal };
